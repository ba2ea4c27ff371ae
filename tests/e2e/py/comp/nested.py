print([[i * j for j in range(3)] for i in range(3)], [(a, b) for a in "ab" for b in "xy" if a != "b" or b != "y"])
