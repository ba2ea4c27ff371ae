print("123".isdigit(), "abc".isalpha(), "ab1".isalnum(), "  ".isspace(), "ABC".isupper(), "abc".islower(), "Ab Cd".istitle(), "x_1".isidentifier())
