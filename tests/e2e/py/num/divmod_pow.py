print(divmod(17, 5), divmod(-17, 5), divmod(17.5, 5), pow(2, 10), pow(2, 10, 1000), pow(2, -1), 3 ** 2 ** 2)
