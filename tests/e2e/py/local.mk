# e2e py cases.
