/* The str/bytes method core (issue 14): the algorithms str and bytes/bytearray share, on byte
 * ranges. A str is UTF-8, so a character is one to four bytes and white space is Unicode's;
 * each function takes that as a flag, and the caller's mt_seq_type builds its own results. */
#include "config.h"

#include <string.h>
#include <unicode/uchar.h>

#include "monty/seqcore.h"

/* Whether code point c is white space as str.isspace() and str.split() see it. */
int
mt_seq_isspace(uint32_t c)
{
    if (c < 0x80) {
        return c == ' ' || (c >= '\t' && c <= '\r') || (c >= 0x1c && c <= 0x1f);
    }
    return c == 0x85 || c == 0xa0 || u_isUWhiteSpace((UChar32)c);
}

// The end of the character that starts at d[i] (i < len): one byte, or in UTF-8 the lead
// byte and its continuation bytes.
static size_t
char_end(int utf8, const char *d, size_t i, size_t len)
{
    i++;
    while (utf8 && i < len && ((unsigned char)d[i] & 0xc0) == 0x80) {
        i++;
    }
    return i;
}

// Whether byte c is white space to bytes.
static int
byte_space(unsigned char c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

// Whether the character d[i, t) is one to take: in set (ns bytes) or, with set NULL, white
// space (code point c). UTF-8 synchronises itself, so a whole encoded character is found in
// a str set only where that character stands.
static int
takes(const char *set, size_t ns, const char *d, size_t i, size_t t, uint32_t c)
{
    if (!set) {
        return mt_seq_isspace(c);
    }
    if (t - i == 1) {
        return memchr(set, d[i], ns) != NULL;
    }
    return mt_memfind(set, ns, d + i, t - i, 0) >= 0;
}

// run_fwd in UTF-8.
static size_t
utf8_run_fwd(const char *d, size_t i, size_t end, const char *set, size_t ns, int want)
{
    while (i < end) {
        size_t t = i;
        uint32_t c = (unsigned char)d[i];
        if (c < 0x80) {
            t++;
        } else {
            c = mt_utf8_get(d, &t);
        }
        if (takes(set, ns, d, i, t, c) != want) {
            break;
        }
        i = t;
    }
    return i;
}

// run_back in UTF-8.
static size_t
utf8_run_back(const char *d, size_t start, size_t j, const char *set, size_t ns, int want)
{
    while (j > start) {
        size_t i = j - 1;
        uint32_t c = (unsigned char)d[i];
        if (c >= 0x80) {
            while (i > start && ((unsigned char)d[i] & 0xc0) == 0x80) {
                i--;
            }
            size_t t = i;
            c = mt_utf8_get(d, &t);
        }
        if (takes(set, ns, d, i, j, c) != want) {
            break;
        }
        j = i;
    }
    return j;
}

// The end of the run of characters from d[i] (not past d[end]) that are to take (want 1:
// in set, or white space with set NULL) or not (want 0). The one-byte loops stay small, so
// that bytes pays for no UTF-8 machinery.
static size_t
run_fwd(int utf8, const char *d, size_t i, size_t end, const char *set, size_t ns, int want)
{
    if (utf8) {
        return utf8_run_fwd(d, i, end, set, ns, want);
    }
    if (set) {
        while (i < end && (memchr(set, d[i], ns) != NULL) == want) {
            i++;
        }
        return i;
    }
    while (i < end && byte_space((unsigned char)d[i]) == want) {
        i++;
    }
    return i;
}

// The start of the run of characters that ends at d[j] (not before d[start]), as run_fwd.
static size_t
run_back(int utf8, const char *d, size_t start, size_t j, const char *set, size_t ns, int want)
{
    if (utf8) {
        return utf8_run_back(d, start, j, set, ns, want);
    }
    if (set) {
        while (j > start && (memchr(set, d[j - 1], ns) != NULL) == want) {
            j--;
        }
        return j;
    }
    while (j > start && byte_space((unsigned char)d[j - 1]) == want) {
        j--;
    }
    return j;
}

void
mt_seq_strip(int utf8, const char *d, size_t n, const char *set, size_t ns, int which, size_t *lo,
             size_t *hi)
{
    size_t i = which & 1 ? run_fwd(utf8, d, 0, n, set, ns, 1) : 0;
    *lo = i;
    *hi = which & 2 ? run_back(utf8, d, i, n, set, ns, 1) : n;
}

/* The pieces of a split, collected before the list is made: most splits give a few, and
 * those then cost one list of the exact size and no resizing. */
enum { FEW_PIECES = 16 };
typedef struct {
    mt_obj *few[FEW_PIECES];
    size_t n;  // in few
    mt_obj *l; // past FEW_PIECES: the list, the few moved into it
} pieces;

static int
pieces_add(mt_state *st, pieces *ps, mt_obj *p)
{
    if (!p) {
        return -1;
    }
    if (ps->l) {
        return mt_list_append_take(st, ps->l, p);
    }
    if (ps->n < FEW_PIECES) {
        ps->few[ps->n++] = p;
        return 0;
    }
    ps->l = mt_list_new(st, ps->n);
    if (!ps->l) {
        MT_DECREF(p);
        return -1;
    }
    memcpy(((mt_list *)ps->l)->items, ps->few, ps->n * sizeof(mt_obj *));
    ps->n = 0;
    return mt_list_append_take(st, ps->l, p);
}

// The list of the pieces (NULL, and the pieces dropped, when rc < 0 or it cannot be made).
static mt_obj *
pieces_done(mt_state *st, pieces *ps, int rc)
{
    mt_obj *l = ps->l;
    if (!l && rc == 0) {
        l = mt_list_new(st, ps->n);
        if (l && ps->n) { // an empty list has no array to copy into
            memcpy(((mt_list *)l)->items, ps->few, ps->n * sizeof(mt_obj *));
            ps->n = 0;
        }
    }
    for (size_t i = 0; i < ps->n; i++) {
        MT_DECREF(ps->few[i]);
    }
    if (l && rc < 0) {
        MT_CLEAR(l);
    }
    return l;
}

// Add piece d[0, n) to the pieces l: 0, or -1 with an exception.
static int
add_piece(mt_state *st, const mt_seq_type *ty, pieces *l, mt_obj *self, const char *d, size_t n)
{
    return pieces_add(st, l, ty->make(st, self, d, n));
}

// split on runs of white space, from the left: 0, or -1 with an exception.
static int
split_space(mt_state *st, const mt_seq_type *ty, pieces *l, mt_obj *self, const char *d, size_t len,
            int64_t maxsplit)
{
    size_t i = 0;
    int64_t splits = 0;
    for (;;) {
        i = run_fwd(ty->utf8, d, i, len, NULL, 0, 1);
        if (i >= len) {
            return 0;
        }
        if (maxsplit >= 0 && splits >= maxsplit) {
            // the rest, trailing white space included
            return add_piece(st, ty, l, self, d + i, len - i);
        }
        size_t j = run_fwd(ty->utf8, d, i, len, NULL, 0, 0);
        if (add_piece(st, ty, l, self, d + i, j - i) < 0) {
            return -1;
        }
        splits++;
        i = j;
    }
}

// rsplit on runs of white space, pieces right to left: 0, or -1 with an exception.
static int
rsplit_space(mt_state *st, const mt_seq_type *ty, pieces *l, mt_obj *self, const char *d,
             size_t len, int64_t maxsplit)
{
    size_t j = len;
    int64_t splits = 0;
    for (;;) {
        j = run_back(ty->utf8, d, 0, j, NULL, 0, 1);
        if (j == 0) {
            return 0;
        }
        if (maxsplit >= 0 && splits >= maxsplit) {
            // the rest, leading white space included
            return add_piece(st, ty, l, self, d, j);
        }
        size_t i = run_back(ty->utf8, d, 0, j, NULL, 0, 0);
        if (add_piece(st, ty, l, self, d + i, j - i) < 0) {
            return -1;
        }
        splits++;
        j = i;
    }
}

// split on sep (ns > 0 bytes), from the left: 0, or -1 with an exception.
static int
split_sep(mt_state *st, const mt_seq_type *ty, pieces *l, mt_obj *self, const char *d, size_t len,
          const char *sep, size_t ns, int64_t maxsplit)
{
    size_t i = 0;
    int64_t splits = 0;
    for (;;) {
        ptrdiff_t k =
            maxsplit < 0 || splits < maxsplit ? mt_memfind(d + i, len - i, sep, ns, 0) : -1;
        size_t end = k >= 0 ? i + (size_t)k : len;
        if (add_piece(st, ty, l, self, d + i, end - i) < 0) {
            return -1;
        }
        if (k < 0) {
            return 0;
        }
        i = end + ns;
        splits++;
    }
}

// rsplit on sep (ns > 0 bytes), pieces right to left: 0, or -1 with an exception.
static int
rsplit_sep(mt_state *st, const mt_seq_type *ty, pieces *l, mt_obj *self, const char *d, size_t len,
           const char *sep, size_t ns, int64_t maxsplit)
{
    size_t j = len;
    int64_t splits = 0;
    for (;;) {
        ptrdiff_t k = maxsplit < 0 || splits < maxsplit ? mt_memfind(d, j, sep, ns, 1) : -1;
        size_t start = k >= 0 ? (size_t)k + ns : 0;
        if (add_piece(st, ty, l, self, d + start, j - start) < 0) {
            return -1;
        }
        if (k < 0) {
            return 0;
        }
        j = (size_t)k;
        splits++;
    }
}

mt_obj *
mt_seq_split(mt_state *st, const mt_seq_type *ty, size_t n, mt_obj *const *args, mt_obj *kw,
             int right)
{
    static const mt_argspec specs[] = {{"sep", 0}, {"maxsplit", 0}, {NULL, 0}};
    mt_obj *a[2] = {n > 1 ? args[1] : NULL, NULL};
    if ((kw || n > 2) &&
        mt_args_parse(st, right ? "rsplit" : "split", n - 1, args + 1, kw, specs, 2, a) < 0) {
        return NULL;
    }
    int64_t maxsplit = -1;
    if (a[1] && mt_index(st, a[1], &maxsplit) < 0) {
        return NULL;
    }
    const char *sep = NULL;
    size_t ns = 0;
    if (a[0] && a[0] != MT_NONE) {
        if (ty->sep(st, a[0], &sep, &ns) < 0) {
            return NULL;
        }
        if (ns == 0) {
            return mt_raise(st, MT_EXC(ValueError), "empty separator");
        }
    }
    pieces ps = {.n = 0, .l = NULL}, *l = &ps;
    const char *d;
    size_t len;
    ty->data(args[0], &d, &len);
    int rc;
    if (!sep) {
        rc = right ? rsplit_space(st, ty, l, args[0], d, len, maxsplit)
                   : split_space(st, ty, l, args[0], d, len, maxsplit);
    } else {
        rc = right ? rsplit_sep(st, ty, l, args[0], d, len, sep, ns, maxsplit)
                   : split_sep(st, ty, l, args[0], d, len, sep, ns, maxsplit);
    }
    mt_obj *r = pieces_done(st, &ps, rc);
    if (r && right) {
        // collected right to left
        size_t cnt = MT_LIST_N(r);
        for (size_t i = 0; i < cnt / 2; i++) {
            mt_obj *t = MT_LIST_ITEM(r, i);
            MT_LIST_ITEM(r, i) = MT_LIST_ITEM(r, cnt - 1 - i);
            MT_LIST_ITEM(r, cnt - 1 - i) = t;
        }
    }
    return r;
}

// Whether the character that starts at d[i] breaks a line; *end: where that character ends.
static int
line_break(int utf8, const char *d, size_t i, size_t *end)
{
    unsigned char b = (unsigned char)d[i];
    if (!utf8 || b < 0x80) {
        *end = i + 1;
        if (!utf8) {
            return b == '\n' || b == '\r';
        }
        return b == '\n' || b == '\r' || b == 0x0b || b == 0x0c || (b >= 0x1c && b <= 0x1e);
    }
    size_t t = i;
    uint32_t c = mt_utf8_get(d, &t);
    *end = t;
    return c == 0x85 || c == 0x2028 || c == 0x2029;
}

mt_obj *
mt_seq_splitlines(mt_state *st, const mt_seq_type *ty, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"keepends", 0}, {NULL, 0}};
    mt_obj *a[1];
    if (mt_args_parse(st, "splitlines", n - 1, args + 1, kw, specs, 1, a) < 0) {
        return NULL;
    }
    int64_t keep = 0;
    if (a[0] && mt_index(st, a[0], &keep) < 0) {
        return NULL;
    }
    pieces ps = {.n = 0, .l = NULL}, *l = &ps;
    const char *d;
    size_t len;
    ty->data(args[0], &d, &len);
    size_t i = 0, start = 0;
    while (i < len) {
        size_t t;
        if (!line_break(ty->utf8, d, i, &t)) {
            i = t;
            continue;
        }
        size_t eol = t;
        if (d[i] == '\r' && t < len && d[t] == '\n') {
            eol = t + 1;
        }
        if (add_piece(st, ty, l, args[0], d + start, (keep ? eol : i) - start) < 0) {
            return pieces_done(st, &ps, -1);
        }
        i = start = eol;
    }
    int rc = start < len ? add_piece(st, ty, l, args[0], d + start, len - start) : 0;
    return pieces_done(st, &ps, rc);
}

mt_obj *
mt_seq_tailmatch(mt_state *st, const mt_seq_type *ty, const char *d, size_t b0, size_t b1,
                 mt_obj *arg, int end, const char *name)
{
    int in_tuple = MT_TYPE(arg) == &mt_type_tuple;
    size_t np = in_tuple ? MT_TUPLE_N(arg) : 1;
    mt_obj *const *items = in_tuple ? ((mt_tuple *)arg)->items : &arg;
    for (size_t k = 0; k < np; k++) {
        const char *p;
        size_t pl;
        if (ty->affix(st, items[k], in_tuple, name, &p, &pl) < 0) {
            return NULL;
        }
        if (b0 > b1 || b1 - b0 < pl) {
            continue;
        }
        if (memcmp(end ? d + b1 - pl : d + b0, p, pl) == 0) {
            return MT_TRUE;
        }
    }
    return MT_FALSE;
}

void
mt_seq_replace(cm_buf *b, int utf8, const char *d, size_t len, const char *od, size_t on,
               const char *nd, size_t nn, int64_t count)
{
    size_t i = 0;
    int64_t k = 0;
    if (on == 0) {
        // new before each character while count lasts, the rest as it is
        while ((count < 0 || k < count) && !b->failed) {
            (void)!cm_buf_add(b, nd, nn);
            k++;
            if (i >= len) {
                break;
            }
            size_t t = char_end(utf8, d, i, len);
            (void)!cm_buf_add(b, d + i, t - i);
            i = t;
        }
        (void)!cm_buf_add(b, d + i, len - i);
        return;
    }
    while ((count < 0 || k < count) && !b->failed) {
        ptrdiff_t at = mt_memfind(d + i, len - i, od, on, 0);
        if (at < 0) {
            break;
        }
        (void)!cm_buf_add(b, d + i, (size_t)at);
        (void)!cm_buf_add(b, nd, nn);
        i += (size_t)at + on;
        k++;
    }
    (void)!cm_buf_add(b, d + i, len - i);
}

void
mt_seq_expandtabs(cm_buf *b, int utf8, const char *d, size_t len, int64_t ts)
{
    int64_t col = 0;
    size_t i = 0;
    while (i < len && !b->failed) {
        // a run of characters that only move the column on, copied at once
        size_t j = i;
        int64_t chars = 0;
        while (j < len && d[j] != '\t' && d[j] != '\n' && d[j] != '\r') {
            chars += !utf8 || ((unsigned char)d[j] & 0xc0) != 0x80;
            j++;
        }
        (void)!cm_buf_add(b, d + i, j - i);
        col += chars;
        if (j >= len) {
            break;
        }
        if (d[j] != '\t') {
            (void)!cm_buf_addc(b, d[j]);
            col = 0;
        } else if (ts > 0) {
            int64_t k = ts - col % ts;
            // one reservation: past the cap the sticky buffer fails here, at once
            (void)!cm_buf_fill(b, ' ', (uint64_t)k > SIZE_MAX ? SIZE_MAX : (size_t)k);
            col += k;
        }
        i = j + 1;
    }
}

int64_t
mt_seq_pad_left(int64_t pad, int64_t width, int where)
{
    if (where == 0) {
        return 0;
    }
    if (where == 2) {
        return pad;
    }
    return pad / 2 + (pad & width & 1);
}
