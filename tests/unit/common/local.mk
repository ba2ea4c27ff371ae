# Unit tests for common/.
check_PROGRAMS += tests/unit/common/check_common
TESTS += tests/unit/common/check_common
tests_unit_common_check_common_SOURCES = \
	tests/unit/common/test_alloc.c \
	tests/unit/common/test_arena.c \
	tests/unit/common/test_buf.c \
	tests/unit/common/test_dl.c \
	tests/unit/common/test_hex.c \
	tests/unit/common/test_icu.c \
	tests/unit/common/test_io.c \
	tests/unit/common/test_json.c \
	tests/unit/common/test_sha512.c \
	tests/unit/common/test_utf8.c
tests_unit_common_check_common_CFLAGS = $(UNIT_CFLAGS)
tests_unit_common_check_common_LDADD = $(UNIT_LIBS)
