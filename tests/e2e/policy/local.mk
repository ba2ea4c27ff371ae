# e2e policy cases.
