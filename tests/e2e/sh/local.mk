# e2e sh cases.
