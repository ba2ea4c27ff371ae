# e2e box cases.
