/* A temporary operator home for the box tests: directories, files and a tree snapshot. */
#ifndef TESTS_UNIT_POLICY_BOX_FIXTURE_H
#define TESTS_UNIT_POLICY_BOX_FIXTURE_H

#include "common/buf.h"

/* Make a fresh temporary tree and point $HOME at <root>/home; chdir to <root>. The
 * tree: home/src/project (the workspace) with notes.txt and out/, home/cfg/, and
 * home/boxes/ (the box directory's parent). */
void fx_setup(void);
/* Remove the tree. */
void fx_teardown(void);

/* The temporary root and home (absolute, canonical). */
const char *fx_root(void);
const char *fx_home(void);

/* Text with "@H@" replaced by the home and "@R@" by the root. Borrowed until the next
 * call. */
const char *fx_sub(const char *text);

/* Write text (after fx_sub) to root-relative rel; the parent must exist. */
void fx_write(const char *rel, const char *text);
/* mkdir -p of a root-relative path. */
void fx_mkdir(const char *rel);
/* symlink(target, root-relative linkrel); target is taken literally after fx_sub. */
void fx_symlink(const char *target, const char *linkrel);
/* The absolute path of a root-relative name. Borrowed until the next call. */
const char *fx_abs(const char *rel);

/* A listing of every entry under the root with type, size and mtime, into out. */
void fx_snapshot(cm_buf *out);

#endif
