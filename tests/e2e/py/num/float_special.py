print(float("inf"), float("-inf"), float("nan"), float("inf") > 1e308, float("nan") == float("nan"))
