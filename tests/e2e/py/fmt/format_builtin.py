print(format(12.5, ".0f"), format(13.5, ".0f"), format(0.5, "%"), format("s", ">3"), format(10, "b"), format(1e-7, "g"))
