print(round(2.5), round(3.5), round(-2.5), round(2.675, 2), round(1234.5678, -2), round(15, -1), round(25, -1))
