# common/: allocator, buffers, arenas, whole-fd I/O, JSON, UTF-8.
noinst_LIBRARIES += libcommon.a
libcommon_a_SOURCES = \
	common/attr.h \
	common/alloc.c common/alloc.h \
	common/arena.c common/arena.h \
	common/buf.c common/buf.h \
	common/dl.c common/dl.h \
	common/hex.c common/hex.h \
	common/icu.c \
	common/io.c common/io.h \
	common/json.c common/json.h \
	common/sha512.c common/sha512.h \
	common/utf8.c common/utf8.h
