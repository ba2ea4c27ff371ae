# monty/: the interpreter.
noinst_LIBRARIES += libmonty.a
libmonty_a_SOURCES = \
	monty/monty.h \
	monty/version.c
