/* fetch(): one HTTP request of a script through the box's egress steps: scheme and
 * literal-address refusals, net:connect, http:request, then libcurl. */
#include "config.h"

#include <arpa/inet.h>
#include <ctype.h>
#include <curl/curl.h>
#include <dlfcn.h>
#include <errno.h>
#include <inttypes.h>
#include <netinet/in.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>

#include "builtins/egress.h"
#include "common/alloc.h"
#include "common/buf.h"
#include "common/dl.h"
#include "common/hex.h"

// ---- errors -------------------------------------------------------------------

static int fail(monty_error *err, monty_exc_kind kind, const char *fmt, ...) CM_PRINTF(3, 4);

static int
fail(monty_error *err, monty_exc_kind kind, const char *fmt, ...)
{
    err->kind = kind;
    err->fatal = 0;
    va_list ap;
    va_start(ap, fmt);
    cm_buf_reset(&err->message);
    if (cm_buf_vprintf(&err->message, fmt, ap) != 0) {
        // out of memory: the text stays empty
    }
    va_end(ap);
    return -1;
}

// ---- addresses ------------------------------------------------------------------

static int
blocked_v4(const unsigned char *a)
{
    return a[0] == 127                             // loopback
           || a[0] == 10                           // private
           || (a[0] == 172 && (a[1] & 0xf0) == 16) // private 172.16/12
           || (a[0] == 192 && a[1] == 168)         // private
           || (a[0] == 169 && a[1] == 254)         // link-local
           || a[0] == 0                            // unspecified / "this network"
           || (a[0] == 255 && a[1] == 255 && a[2] == 255 && a[3] == 255); // broadcast
}

/* Whether a literal address must never be dialed. */
int
bi_egress_blocked_addr(int family, const unsigned char *a)
{
    if (family == AF_INET) {
        return blocked_v4(a);
    }
    if (family != AF_INET6) {
        return 1;
    }
    static const unsigned char zero[12] = {0};
    static const unsigned char mapped[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
    static const unsigned char nat64[12] = {0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0};
    if (memcmp(a, zero, 12) == 0) {
        // ::, ::1, and the IPv4-compatible ::a.b.c.d
        if (a[12] == 0 && a[13] == 0 && a[14] == 0 && a[15] <= 1) {
            return 1;
        }
        return blocked_v4(a + 12);
    }
    if (memcmp(a, mapped, 12) == 0 || memcmp(a, nat64, 12) == 0) {
        return blocked_v4(a + 12);
    }
    if ((a[0] & 0xfe) == 0xfc) { // ULA fc00::/7
        return 1;
    }
    if (a[0] == 0xfe && (a[1] & 0xc0) == 0x80) { // link-local fe80::/10
        return 1;
    }
    if (a[0] == 0xfe && (a[1] & 0xc0) == 0xc0) { // site-local fec0::/10 (deprecated)
        return 1;
    }
    if (a[0] == 0x20 && a[1] == 0x02) { // 6to4 2002:aabb:ccdd::/16
        return blocked_v4(a + 2);
    }
    if (a[0] == 0x20 && a[1] == 0x01 && a[2] == 0 && a[3] == 0) { // Teredo 2001::/32
        unsigned char client[4];
        for (int i = 0; i < 4; i++) {
            client[i] = (unsigned char)~a[12 + i];
        }
        return blocked_v4(a + 4) || blocked_v4(client);
    }
    return 0;
}

// ---- URL parsing ----------------------------------------------------------------

typedef struct url_parts {
    int https;
    long port;              // effective port
    int port_given;         // a non-default port written in the URL
    char host[256];         // lowercased, no trailing dot, IPv6 without brackets
    int host_v6;            // host is an IPv6 literal
    char host_written[256]; // lowercased as written (trailing dot kept), for the URL text
    const char *userinfo;   // borrowed from the URL, or NULL
    size_t userinfo_len;
    const char *rest; // path, query, fragment as written (may be "")
} url_parts;

// One WHATWG IPv4 part: decimal, 0x hex, or 0-led octal. -1 when not a number.
static int
ipv4_part(const char *s, size_t n, uint64_t *out)
{
    int base = 10;
    if (n >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        base = 16;
        s += 2;
        n -= 2;
    } else if (n >= 2 && s[0] == '0') {
        base = 8;
        s++;
        n--;
    }
    if (n == 0) {
        *out = 0;
        return base == 10 ? -1 : 0;
    }
    uint64_t v = 0;
    for (size_t i = 0; i < n; i++) {
        int d;
        unsigned char c = (unsigned char)s[i];
        if (c >= '0' && c <= '9') {
            d = c - '0';
        } else if (base == 16 && isxdigit(c)) {
            d = tolower(c) - 'a' + 10;
        } else {
            return -1;
        }
        if (d >= base) {
            return -1;
        }
        v = v * (uint64_t)base + (uint64_t)d;
        if (v > 0xffffffffULL) {
            v = 0x100000000ULL; // keep it out of range without overflowing
        }
    }
    *out = v;
    return 0;
}

// Does the host end in a numeric label (so the URL standard reads it as IPv4)?
static int
ends_in_number(const char *h)
{
    const char *last = strrchr(h, '.');
    last = last ? last + 1 : h;
    if (*last == '\0') {
        return 0;
    }
    if ((last[0] == '0') && (last[1] == 'x' || last[1] == 'X')) {
        for (const char *p = last + 2; *p; p++) {
            if (!isxdigit((unsigned char)*p)) {
                return 0;
            }
        }
        return 1;
    }
    for (const char *p = last; *p; p++) {
        if (!isdigit((unsigned char)*p)) {
            return 0;
        }
    }
    return 1;
}

// Parse h as a WHATWG IPv4 host into a[4]. 0 ok, -1 not a valid IPv4 host.
static int
parse_ipv4(const char *h, unsigned char *a)
{
    uint64_t parts[4];
    size_t n = 0;
    const char *p = h;
    for (;;) {
        const char *dot = strchr(p, '.');
        size_t len = dot ? (size_t)(dot - p) : strlen(p);
        if (n == 4 || ipv4_part(p, len, &parts[n]) != 0) {
            return -1;
        }
        n++;
        if (!dot) {
            break;
        }
        p = dot + 1;
    }
    for (size_t i = 0; i + 1 < n; i++) {
        if (parts[i] > 255) {
            return -1;
        }
    }
    uint64_t limit = 1ULL << (8 * (5 - n));
    if (parts[n - 1] >= limit) {
        return -1;
    }
    uint64_t v = parts[n - 1];
    for (size_t i = 0; i + 1 < n; i++) {
        v += parts[i] << (8 * (3 - i));
    }
    a[0] = (unsigned char)(v >> 24);
    a[1] = (unsigned char)(v >> 16);
    a[2] = (unsigned char)(v >> 8);
    a[3] = (unsigned char)v;
    return 0;
}

static int
host_char_ok(unsigned char c)
{
    return isalnum(c) || c == '-' || c == '.' || c == '_';
}

// The host of a URL with any scheme, for the refusal text ("" when none).
static void
any_host(const char *url, char *out, size_t cap)
{
    out[0] = '\0';
    const char *s = strstr(url, "://");
    if (!s) {
        return;
    }
    s += 3;
    size_t alen = strcspn(s, "/?#");
    const char *at = NULL;
    for (size_t i = 0; i < alen; i++) {
        if (s[i] == '@') {
            at = s + i;
        }
    }
    if (at) {
        alen -= (size_t)(at + 1 - s);
        s = at + 1;
    }
    size_t hlen;
    if (alen > 0 && s[0] == '[') {
        const char *close = memchr(s, ']', alen);
        s++;
        hlen = close ? (size_t)(close - s) : alen - 1;
    } else {
        const char *colon = memchr(s, ':', alen);
        hlen = colon ? (size_t)(colon - s) : alen;
    }
    if (hlen >= cap) {
        hlen = cap - 1;
    }
    for (size_t i = 0; i < hlen; i++) {
        out[i] = (char)tolower((unsigned char)s[i]);
    }
    out[hlen] = '\0';
}

// Parse an http/https URL. Returns 0, or -1 with the OSError text in err.
static int
parse_url(const char *url, url_parts *u, monty_error *err)
{
    memset(u, 0, sizeof *u);
    const char *s;
    if (strncmp(url, "http://", 7) == 0) {
        s = url + 7;
        u->port = 80;
    } else if (strncmp(url, "https://", 8) == 0) {
        s = url + 8;
        u->https = 1;
        u->port = 443;
    } else {
        char h[256];
        any_host(url, h, sizeof h);
        if (h[0] != '\0') {
            return fail(err, MONTY_EXC_OSERROR, "access denied: %s", h);
        }
        return fail(err, MONTY_EXC_OSERROR, "access denied: unsupported scheme in %s", url);
    }
    size_t alen = strcspn(s, "/?#");
    u->rest = s + alen;
    const char *auth = s;
    for (size_t i = 0; i < alen; i++) {
        if (s[i] == '@') {
            u->userinfo = s;
            u->userinfo_len = i;
            auth = s + i + 1;
        }
    }
    size_t rem = alen - (size_t)(auth - s);
    const char *hp = auth;
    size_t hlen;
    const char *after;
    if (rem > 0 && auth[0] == '[') {
        const char *close = memchr(auth, ']', rem);
        if (!close) {
            goto bad;
        }
        hp = auth + 1;
        hlen = (size_t)(close - hp);
        after = close + 1;
        u->host_v6 = 1;
    } else {
        const char *colon = memchr(auth, ':', rem);
        hlen = colon ? (size_t)(colon - auth) : rem;
        after = auth + hlen;
    }
    size_t after_len = rem - (size_t)(after - auth);
    if (after_len > 0) {
        if (after[0] != ':') {
            goto bad;
        }
        if (after_len > 1) {
            long port = 0;
            for (size_t i = 1; i < after_len; i++) {
                if (!isdigit((unsigned char)after[i]) || port > 65535) {
                    goto bad;
                }
                port = port * 10 + (after[i] - '0');
            }
            if (port > 65535) {
                goto bad;
            }
            if (port != u->port) {
                u->port_given = 1;
            }
            u->port = port;
        }
    }
    if (hlen == 0 || hlen >= sizeof u->host) {
        goto bad;
    }
    for (size_t i = 0; i < hlen; i++) {
        unsigned char c = (unsigned char)hp[i];
        if (u->host_v6 ? !(isxdigit(c) || c == ':' || c == '.') : !host_char_ok(c)) {
            goto bad;
        }
        u->host[i] = (char)tolower(c);
    }
    u->host[hlen] = '\0';
    memcpy(u->host_written, u->host, hlen + 1);
    if (u->host_v6) {
        unsigned char a6[16];
        if (inet_pton(AF_INET6, u->host, a6) != 1) {
            goto bad;
        }
        char canon[INET6_ADDRSTRLEN];
        if (!inet_ntop(AF_INET6, a6, canon, sizeof canon)) {
            goto bad;
        }
        snprintf(u->host, sizeof u->host, "%s", canon);
        snprintf(u->host_written, sizeof u->host_written, "%s", canon);
        if (bi_egress_blocked_addr(AF_INET6, a6)) {
            return fail(err, MONTY_EXC_OSERROR, "access denied: %s", u->host);
        }
        return 0;
    }
    if (hlen > 1 && u->host[hlen - 1] == '.') {
        u->host[hlen - 1] = '\0';
    }
    if (u->host[0] == '\0' || u->host[0] == '.') {
        goto bad;
    }
    if (ends_in_number(u->host)) {
        unsigned char a4[4];
        if (parse_ipv4(u->host, a4) != 0) {
            goto bad;
        }
        snprintf(u->host, sizeof u->host, "%u.%u.%u.%u", a4[0], a4[1], a4[2], a4[3]);
        snprintf(u->host_written, sizeof u->host_written, "%s", u->host);
        if (bi_egress_blocked_addr(AF_INET, a4)) {
            return fail(err, MONTY_EXC_OSERROR, "access denied: %s", u->host);
        }
        return 0;
    }
    size_t n = strlen(u->host);
    if (strcmp(u->host, "localhost") == 0 ||
        (n > 10 && strcmp(u->host + n - 10, ".localhost") == 0)) {
        return fail(err, MONTY_EXC_OSERROR, "access denied: %s", u->host);
    }
    return 0;
bad:
    return fail(err, MONTY_EXC_OSERROR, "access denied: cannot parse host from %s", url);
}

// RFC 3986 section 5.2.4, remove_dot_segments, on the path p[0..n) (which starts with
// "/" or is empty), literal "." and ".." segments only: normalize_path below decodes
// "%2e" first. Appends to out; -1 on OOM.
static int
remove_dot_segments(const char *p, size_t n, cm_buf *out)
{
    size_t base = out->len;
    size_t i = 0;
    while (i < n) {
        size_t left = n - i;
        const char *in = p + i;
        if (left >= 3 && memcmp(in, "../", 3) == 0) { // A
            i += 3;
        } else if (left >= 2 && memcmp(in, "./", 2) == 0) {
            i += 2;
        } else if (left >= 3 && memcmp(in, "/./", 3) == 0) { // B
            i += 2;
        } else if (left == 2 && memcmp(in, "/.", 2) == 0) {
            i += 1;
            if (cm_buf_addc(out, '/') != 0) {
                return -1;
            }
            break;
        } else if ((left >= 4 && memcmp(in, "/../", 4) == 0) ||
                   (left == 3 && memcmp(in, "/..", 3) == 0)) { // C
            // Drop the last output segment and the "/" before it.
            while (out->len > base && out->data[out->len - 1] != '/') {
                out->len--;
            }
            if (out->len > base) {
                out->len--;
            }
            if (out->data) {
                out->data[out->len] = '\0';
            }
            if (left == 3) {
                if (cm_buf_addc(out, '/') != 0) {
                    return -1;
                }
                break;
            }
            i += 3;
        } else if ((left == 1 && in[0] == '.') || (left == 2 && memcmp(in, "..", 2) == 0)) { // D
            break;
        } else { // E: the first segment, with its leading "/"
            size_t seg = in[0] == '/' ? 1 : 0;
            while (seg < left && in[seg] != '/') {
                seg++;
            }
            if (cm_buf_add(out, in, seg) != 0) {
                return -1;
            }
            i += seg;
        }
    }
    if (out->len == base) {
        return cm_buf_addc(out, '/');
    }
    return 0;
}

// An encoded slash ("%2F", or "%5C" for a backslash) at s.
static int
encoded_slash(const char *s)
{
    return s[0] == '%' && ((s[1] == '2' && s[2] == 'F') || (s[1] == '5' && s[2] == 'C'));
}

// A "." or ".." between encoded slashes in path, which a server decoding "%2F" (or "%5C")
// before it resolves dot segments would take for a dot segment. path has been through
// remove_dot_segments, so no whole segment is one: a dot piece here is one an encoded
// slash cuts out of a segment.
static int
dot_between_encoded_slashes(const char *path)
{
    size_t from = 0;
    for (size_t i = 0;; i++) {
        int enc = encoded_slash(path + i);
        if (path[i] == '/' || path[i] == '\0' || enc) {
            size_t plen = i - from;
            if ((plen == 1 && path[from] == '.') ||
                (plen == 2 && path[from] == '.' && path[from + 1] == '.')) {
                return 1;
            }
            if (path[i] == '\0') {
                return 0;
            }
            from = i + (enc ? 3 : 1);
            i = from - 1;
        }
    }
}

// Append byte b percent-encoded, upper-case hex (RFC 3986's normal form).
static int
add_pct(cm_buf *t, unsigned char b)
{
    char e[3] = {'%', "0123456789ABCDEF"[b >> 4], "0123456789ABCDEF"[b & 15]};
    return cm_buf_add(t, e, sizeof e);
}

// The path p[0..n) a request is decided on and sent with, one spelling for both (issue
// 12): as RFC 3986 section 6.2.2 normalises it, every percent-encoded unreserved character
// decoded ("%2e" is ".", "%61" is "a": a server may treat them alike, so a forbid on
// "/admin/*" must see "/%61dmin/x" as "/admin/x") and the remaining escapes in upper case;
// a backslash is a "/" (the URL Standard's rule for http and https, which servers follow
// too); the bytes the URL Standard percent-encodes in a path (controls, space, '"', '<',
// '>', '`', '{', '}', and every byte past ASCII) encoded; then the dot segments removed.
// Appends to out: 0, -1 on OOM, or 1 when a segment
// holds "." or ".." between encoded slashes ("/a/..%2Fb"), which a server decoding "%2F"
// first would resolve to another path: such a request is refused.
static int
normalize_path(const char *p, size_t n, cm_buf *out)
{
    cm_buf t;
    cm_buf_init(&t, 0);
    int rc = 0;
    for (size_t i = 0; i < n && rc == 0; i++) {
        char c = p[i];
        int hi = c == '%' && i + 2 < n ? cm_hexval(p[i + 1]) : -1;
        int lo = hi >= 0 ? cm_hexval(p[i + 2]) : -1;
        if (c == '\\') {
            rc = cm_buf_addc(&t, '/');
        } else if (hi >= 0 && lo >= 0) {
            unsigned char b = (unsigned char)(hi * 16 + lo);
            if ((b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || (b >= '0' && b <= '9') ||
                b == '-' || b == '.' || b == '_' || b == '~') {
                rc = cm_buf_addc(&t, (char)b);
            } else {
                rc = add_pct(&t, b);
            }
            i += 2;
        } else if ((unsigned char)c <= 0x20 || (unsigned char)c >= 0x7F || strchr("\"<>`{}", c)) {
            // the URL Standard's path percent-encode set (with every byte past ASCII):
            // the spelling libcurl would put on the wire, decided as such
            rc = add_pct(&t, (unsigned char)c);
        } else {
            rc = cm_buf_addc(&t, c);
        }
    }
    if (rc == 0) {
        rc = remove_dot_segments(t.data ? t.data : "", t.len, out);
    }
    cm_buf_free(&t);
    if (rc == 0 && dot_between_encoded_slashes(cm_buf_str(out))) {
        return 1;
    }
    return rc == 0 ? 0 : -1;
}

// The URL as the request names it: lowercase host, default port dropped, "/" path.
static int
url_text(const url_parts *u, int for_curl, cm_buf *out)
{
    int rc = cm_buf_adds(out, u->https ? "https://" : "http://");
    if (rc == 0 && u->userinfo) {
        rc = cm_buf_add(out, u->userinfo, u->userinfo_len);
        rc = rc == 0 ? cm_buf_addc(out, '@') : rc;
    }
    const char *h = for_curl ? u->host : u->host_written;
    if (rc == 0) {
        rc = u->host_v6 ? cm_buf_printf(out, "[%s]", h) : cm_buf_adds(out, h);
    }
    if (rc == 0 && u->port_given) {
        rc = cm_buf_printf(out, ":%ld", u->port);
    }
    if (rc == 0 && u->rest[0] != '/') {
        rc = cm_buf_addc(out, '/');
    }
    if (rc == 0) {
        // curl sends no fragment; the URL text keeps what the script wrote.
        size_t n = for_curl ? strcspn(u->rest, "#") : strlen(u->rest);
        rc = cm_buf_add(out, u->rest, n);
    }
    return rc;
}

// ---- lossy UTF-8 ------------------------------------------------------------------

// Append s as valid UTF-8; each maximal invalid subpart becomes one U+FFFD (the rule
// CPython's errors="replace" and Rust's from_utf8_lossy follow).
static int
add_lossy(cm_buf *out, const char *s, size_t n)
{
    const unsigned char *p = (const unsigned char *)s;
    size_t i = 0;
    while (i < n) {
        unsigned char c = p[i];
        if (c < 0x80) {
            if (cm_buf_addc(out, (char)c) != 0) {
                return -1;
            }
            i++;
            continue;
        }
        size_t need = 0;
        unsigned char lo = 0x80;
        unsigned char hi = 0xbf;
        if (c >= 0xc2 && c <= 0xdf) {
            need = 1;
        } else if (c == 0xe0) {
            need = 2;
            lo = 0xa0;
        } else if (c == 0xed) {
            need = 2;
            hi = 0x9f;
        } else if (c >= 0xe1 && c <= 0xef) {
            need = 2;
        } else if (c == 0xf0) {
            need = 3;
            lo = 0x90;
        } else if (c >= 0xf1 && c <= 0xf3) {
            need = 3;
        } else if (c == 0xf4) {
            need = 3;
            hi = 0x8f;
        }
        size_t k = 0;
        while (k < need && i + 1 + k < n) {
            unsigned char b = p[i + 1 + k];
            if (k == 0 ? (b < lo || b > hi) : (b < 0x80 || b > 0xbf)) {
                break;
            }
            k++;
        }
        if (need > 0 && k == need) {
            if (cm_buf_add(out, p + i, need + 1) != 0) {
                return -1;
            }
        } else if (cm_buf_adds(out, "\xef\xbf\xbd") != 0) {
            return -1;
        }
        i += 1 + k;
    }
    return 0;
}

// ---- responses --------------------------------------------------------------------

typedef struct hdr_list {
    monty_header *items;
    size_t n;
    size_t cap;
    int oom;
} hdr_list;

static void
hdr_clear(hdr_list *l)
{
    for (size_t i = 0; i < l->n; i++) {
        cm_free(l->items[i].name);
        cm_free(l->items[i].value);
    }
    l->n = 0;
}

static void
hdr_free(hdr_list *l)
{
    hdr_clear(l);
    cm_free(l->items);
    l->items = NULL;
    l->cap = 0;
}

// Add name: value (name lowercased here); a repeated name joins the values.
static int
hdr_add(hdr_list *l, const char *name, size_t nlen, const char *value, size_t vlen)
{
    cm_buf nb;
    cm_buf vb;
    cm_buf_init(&nb, 0);
    cm_buf_init(&vb, 0);
    if (add_lossy(&nb, name, nlen) != 0 || add_lossy(&vb, value, vlen) != 0) {
        goto oom;
    }
    for (size_t i = 0; i < nb.len; i++) {
        nb.data[i] = (char)tolower((unsigned char)nb.data[i]);
    }
    const char *key = cm_buf_str(&nb);
    for (size_t i = 0; i < l->n; i++) {
        if (strcmp(l->items[i].name, key) == 0) {
            cm_buf joined;
            cm_buf_init(&joined, 0);
            const char *sep = strcmp(key, "set-cookie") == 0 ? "\n" : ", ";
            if (cm_buf_printf(&joined, "%s%s%s", l->items[i].value, sep, cm_buf_str(&vb)) != 0) {
                goto oom;
            }
            cm_free(l->items[i].value);
            l->items[i].value = cm_buf_take(&joined);
            cm_buf_free(&nb);
            cm_buf_free(&vb);
            return 0;
        }
    }
    if (l->n == l->cap) {
        size_t ncap = l->cap ? l->cap * 2 : 8;
        monty_header *grown = cm_realloc(l->items, ncap * sizeof *grown);
        if (!grown) {
            goto oom;
        }
        l->items = grown;
        l->cap = ncap;
    }
    char *n = nb.data ? cm_buf_take(&nb) : cm_strdup("");
    char *v = vb.data ? cm_buf_take(&vb) : cm_strdup("");
    if (!n || !v) {
        cm_free(n);
        cm_free(v);
        goto oom;
    }
    l->items[l->n].name = n;
    l->items[l->n].value = v;
    l->n++;
    return 0;
oom:
    cm_buf_free(&nb);
    cm_buf_free(&vb);
    l->oom = 1;
    return -1;
}

static int
set_body(monty_fetch_resp *out, const char *s, size_t n)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    if (add_lossy(&b, s, n) != 0) {
        return -1;
    }
    out->body_len = b.len;
    out->body = b.data ? cm_buf_take(&b) : cm_strdup("");
    return out->body ? 0 : -1;
}

// ---- libcurl ---------------------------------------------------------------------

// libcurl is loaded at the first fetch, not linked: linking it made every start of the
// shell pay for relocating libcurl and its dependencies (gnutls, krb5, ldap, ...), about
// 12 million instructions, before the first command. The handle is process-wide and
// never closed, like a linked library.
typedef struct curl_api {
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_perform)(CURL *);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    void (*easy_cleanup)(CURL *);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
} curl_api;

// The libcurl entry points, loaded on the first call; NULL when libcurl cannot be loaded
// (then every fetch fails closed with an OSError).
static const curl_api *
curl_load(void)
{
    static curl_api api;
    static int state; // 0 not tried, 1 loaded, -1 failed
    if (state != 0) {
        return state > 0 ? &api : NULL;
    }
    state = -1;
    void *lib = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        return NULL;
    }
    if (cm_dl_sym(lib, "curl_easy_init", &api.easy_init) != 0 ||
        cm_dl_sym(lib, "curl_easy_setopt", &api.easy_setopt) != 0 ||
        cm_dl_sym(lib, "curl_easy_perform", &api.easy_perform) != 0 ||
        cm_dl_sym(lib, "curl_easy_getinfo", &api.easy_getinfo) != 0 ||
        cm_dl_sym(lib, "curl_easy_cleanup", &api.easy_cleanup) != 0 ||
        cm_dl_sym(lib, "curl_slist_append", &api.slist_append) != 0 ||
        cm_dl_sym(lib, "curl_slist_free_all", &api.slist_free_all) != 0) {
        dlclose(lib);
        return NULL;
    }
    state = 1;
    return &api;
}

typedef struct transfer {
    hdr_list headers;
    cm_buf body;
    uint64_t cap;
    int too_big;
    int refused_addr;
    const volatile sig_atomic_t *stop;
    // the address the operator pinned this host to ([egress] resolve), which may be
    // loopback or private: the operator's explicit choice (issue 20)
    int pin_family; // 0: the host is not pinned
    unsigned char pin_addr[16];
} transfer;

static size_t
on_body(char *data, size_t size, size_t nmemb, void *userp)
{
    transfer *t = userp;
    size_t n = size * nmemb;
    if (t->body.len + n > t->cap) {
        t->too_big = 1;
        return 0;
    }
    if (cm_buf_add(&t->body, data, n) != 0) {
        return 0;
    }
    return n;
}

static size_t
on_header(char *data, size_t size, size_t nmemb, void *userp)
{
    transfer *t = userp;
    size_t n = size * nmemb;
    size_t len = n;
    while (len > 0 && (data[len - 1] == '\r' || data[len - 1] == '\n')) {
        len--;
    }
    if (len >= 5 && memcmp(data, "HTTP/", 5) == 0) {
        hdr_clear(&t->headers); // a new response (after a 1xx) starts over
        return n;
    }
    const char *colon = memchr(data, ':', len);
    if (!colon || colon == data) {
        return n;
    }
    size_t nlen = (size_t)(colon - data);
    const char *v = colon + 1;
    size_t vlen = len - nlen - 1;
    while (vlen > 0 && (*v == ' ' || *v == '\t')) {
        v++;
        vlen--;
    }
    while (vlen > 0 && (v[vlen - 1] == ' ' || v[vlen - 1] == '\t')) {
        vlen--;
    }
    if (hdr_add(&t->headers, data, nlen, v, vlen) != 0) {
        return 0;
    }
    return n;
}

static int
on_progress(void *userp, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal, curl_off_t ulnow)
{
    (void)dltotal;
    (void)dlnow;
    (void)ultotal;
    (void)ulnow;
    transfer *t = userp;
    return t->stop && *t->stop ? 1 : 0;
}

// The address check of on_open_socket. A test-only seam: the unit test, which includes
// this file, points it at a check that lets its own 127.0.0.1 server through, so that
// what reaches the wire can be observed. Nothing else assigns it.
static int (*dial_blocked)(int family, const unsigned char *addr) = bi_egress_blocked_addr;

// Every address curl is about to dial is checked again: a name may resolve to a
// loopback or private address, which is never reachable from a script, unless it is
// the very address the operator pinned the name to in [egress] resolve.
static curl_socket_t
on_open_socket(void *userp, curlsocktype purpose, struct curl_sockaddr *addr)
{
    transfer *t = userp;
    (void)purpose;
    const unsigned char *bytes = NULL;
    if (addr->family == AF_INET && addr->addrlen >= sizeof(struct sockaddr_in)) {
        bytes = (const unsigned char *)&((const struct sockaddr_in *)(void *)&addr->addr)->sin_addr;
    } else if (addr->family == AF_INET6 && addr->addrlen >= sizeof(struct sockaddr_in6)) {
        bytes =
            (const unsigned char *)&((const struct sockaddr_in6 *)(void *)&addr->addr)->sin6_addr;
    }
    size_t alen = addr->family == AF_INET ? 4 : 16;
    int pinned = bytes && t->pin_family == addr->family && memcmp(bytes, t->pin_addr, alen) == 0;
    if (!bytes || (!pinned && dial_blocked(addr->family, bytes))) {
        t->refused_addr = 1;
        return CURL_SOCKET_BAD;
    }
    return socket(addr->family, addr->socktype | SOCK_CLOEXEC, addr->protocol);
}

static int
token_ok(const char *s)
{
    if (*s == '\0') {
        return 0;
    }
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c <= 32 || c >= 127 || strchr("\"(),/:;<=>?@[\\]{}", c)) {
            return 0;
        }
    }
    return 1;
}

static int
value_ok(const char *s)
{
    for (; *s; s++) {
        if (*s == '\r' || *s == '\n' || *s == '\0') {
            return 0;
        }
    }
    return 1;
}

static int
has_header(const monty_fetch_req *req, const char *name)
{
    for (size_t i = 0; i < req->n_headers; i++) {
        if (strcasecmp(req->headers[i].name, name) == 0) {
            return 1;
        }
    }
    return 0;
}

static int
send_request(const pol_box *box, const url_parts *u, const char *shown_url,
             const monty_fetch_req *req, const char *method, const pol_limits *limits,
             const volatile sig_atomic_t *stop, monty_fetch_resp *out, monty_error *err)
{
    int rc = -1;
    const curl_api *api = curl_load();
    if (!api) {
        fail(err, MONTY_EXC_OSERROR,
             "error sending request for url (%s): libcurl could not be loaded", shown_url);
        return -1;
    }
    CURL *c = NULL;
    struct curl_slist *hdrs = NULL;
    struct curl_slist *pins = NULL;
    cm_buf curl_url;
    cm_buf line;
    cm_buf_init(&curl_url, 0);
    cm_buf_init(&line, 0);
    transfer t;
    memset(&t, 0, sizeof t);
    cm_buf_init(&t.body, 0);
    t.cap = limits->fetch_bytes;
    t.stop = stop;

    if (url_text(u, 1, &curl_url) != 0) {
        fail(err, MONTY_EXC_MEMORY, "out of memory");
        goto done;
    }
    for (size_t i = 0; i < req->n_headers; i++) {
        if (!token_ok(req->headers[i].name) || !value_ok(req->headers[i].value)) {
            fail(err, MONTY_EXC_OSERROR, "builder error for url (%s)", shown_url);
            goto done;
        }
        cm_buf_reset(&line);
        if (cm_buf_printf(&line, "%s: %s", req->headers[i].name, req->headers[i].value) != 0) {
            fail(err, MONTY_EXC_MEMORY, "out of memory");
            goto done;
        }
        struct curl_slist *grown = api->slist_append(hdrs, cm_buf_str(&line));
        if (!grown) {
            fail(err, MONTY_EXC_MEMORY, "out of memory");
            goto done;
        }
        hdrs = grown;
    }
    // libcurl's own additions that the request did not ask for.
    const char *drop[] = {"Expect:", "Content-Type:"};
    for (size_t i = 0; i < sizeof drop / sizeof drop[0]; i++) {
        if (i == 1 && (has_header(req, "content-type") || !req->has_body)) {
            continue;
        }
        struct curl_slist *grown = api->slist_append(hdrs, drop[i]);
        if (!grown) {
            fail(err, MONTY_EXC_MEMORY, "out of memory");
            goto done;
        }
        hdrs = grown;
    }
    for (size_t i = 0; i < box->n_pins; i++) {
        if (strcasecmp(box->pins[i].host, u->host) != 0) {
            continue;
        }
        cm_buf_reset(&line);
        int v6 = strchr(box->pins[i].addr, ':') != NULL;
        if (cm_buf_printf(&line, "%s:%ld:%s%s%s", u->host, u->port, v6 ? "[" : "",
                          box->pins[i].addr, v6 ? "]" : "") != 0) {
            fail(err, MONTY_EXC_MEMORY, "out of memory");
            goto done;
        }
        struct curl_slist *grown = api->slist_append(pins, cm_buf_str(&line));
        if (!grown) {
            fail(err, MONTY_EXC_MEMORY, "out of memory");
            goto done;
        }
        pins = grown;
        int fam = v6 ? AF_INET6 : AF_INET;
        if (inet_pton(fam, box->pins[i].addr, t.pin_addr) == 1) {
            t.pin_family = fam;
        }
    }

    c = api->easy_init();
    if (!c) {
        fail(err, MONTY_EXC_OSERROR, "error sending request for url (%s)", shown_url);
        goto done;
    }
    api->easy_setopt(c, CURLOPT_URL, cm_buf_str(&curl_url));
    api->easy_setopt(c, CURLOPT_PATH_AS_IS, 1L); // the path was normalised and decided
    api->easy_setopt(c, CURLOPT_PROTOCOLS_STR, "http,https");
    api->easy_setopt(c, CURLOPT_FOLLOWLOCATION, 0L);
    // [python] fetch_seconds bounds the whole request, connection to the body's last byte
    double ms = limits->fetch_seconds * 1000;
    api->easy_setopt(c, CURLOPT_TIMEOUT_MS, ms < 1 ? 1L : (long)ms);
    api->easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
    api->easy_setopt(c, CURLOPT_PROXY, ""); // the decisions above are the gateway
    api->easy_setopt(c, CURLOPT_HTTPHEADER, hdrs);
    if (pins) {
        api->easy_setopt(c, CURLOPT_RESOLVE, pins);
    }
    if (box->ca_file) {
        // [egress] ca_file replaces the system store: the bundle file, and the directory
        // some builds also read (Debian's OpenSSL build: /etc/ssl/certs)
        api->easy_setopt(c, CURLOPT_CAINFO, box->ca_file);
        api->easy_setopt(c, CURLOPT_CAPATH, (const char *)NULL);
    }
    if (strcmp(method, "HEAD") == 0) {
        api->easy_setopt(c, CURLOPT_NOBODY, 1L);
    } else if (strcmp(method, "GET") != 0 || req->has_body) {
        api->easy_setopt(c, CURLOPT_CUSTOMREQUEST, method);
    }
    if (req->has_body) {
        api->easy_setopt(c, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)req->body_len);
        api->easy_setopt(c, CURLOPT_POSTFIELDS, req->body_len > 0 ? req->body : "");
    }
    api->easy_setopt(c, CURLOPT_WRITEFUNCTION, on_body);
    api->easy_setopt(c, CURLOPT_WRITEDATA, &t);
    api->easy_setopt(c, CURLOPT_HEADERFUNCTION, on_header);
    api->easy_setopt(c, CURLOPT_HEADERDATA, &t);
    api->easy_setopt(c, CURLOPT_OPENSOCKETFUNCTION, on_open_socket);
    api->easy_setopt(c, CURLOPT_OPENSOCKETDATA, &t);
    api->easy_setopt(c, CURLOPT_XFERINFOFUNCTION, on_progress);
    api->easy_setopt(c, CURLOPT_XFERINFODATA, &t);
    api->easy_setopt(c, CURLOPT_NOPROGRESS, 0L);

    CURLcode cc = api->easy_perform(c);
    if (t.too_big) {
        fail(err, MONTY_EXC_OSERROR, "response exceeds the %" PRIu64 "-byte limit", t.cap);
        goto done;
    }
    if (cc != CURLE_OK && t.refused_addr) {
        fail(err, MONTY_EXC_OSERROR, "access denied: %s", u->host);
        goto done;
    }
    if (cc != CURLE_OK || t.headers.oom) {
        fail(err, MONTY_EXC_OSERROR, "error sending request for url (%s)", shown_url);
        goto done;
    }
    long status = 0;
    api->easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
    if (set_body(out, t.body.data ? t.body.data : "", t.body.len) != 0) {
        fail(err, MONTY_EXC_MEMORY, "out of memory");
        goto done;
    }
    out->status = (int)status;
    out->headers = t.headers.items;
    out->n_headers = t.headers.n;
    t.headers.items = NULL;
    t.headers.n = 0;
    rc = 0;
done:
    if (c) {
        api->easy_cleanup(c);
    }
    api->slist_free_all(hdrs);
    api->slist_free_all(pins);
    hdr_free(&t.headers);
    cm_buf_free(&t.body);
    cm_buf_free(&curl_url);
    cm_buf_free(&line);
    return rc;
}

// The gateway's refusal of an http:request, delivered as a response.
static int
refusal_response(const char *why, monty_fetch_resp *out, monty_error *err)
{
    hdr_list l;
    memset(&l, 0, sizeof l);
    static const char ct[] = "text/plain; charset=utf-8";
    static const char name1[] = "content-type";
    static const char name2[] = "x-strands-box-egress";
    cm_buf body;
    cm_buf_init(&body, 0);
    if (hdr_add(&l, name1, sizeof name1 - 1, ct, sizeof ct - 1) != 0 ||
        hdr_add(&l, name2, sizeof name2 - 1, "refused", 7) != 0 ||
        cm_buf_printf(&body, "http:request gate: %s", why) != 0 ||
        set_body(out, body.data, body.len) != 0) {
        hdr_free(&l);
        cm_buf_free(&body);
        return fail(err, MONTY_EXC_MEMORY, "out of memory");
    }
    cm_buf_free(&body);
    out->status = 403;
    out->headers = l.items;
    out->n_headers = l.n;
    return 0;
}

/* Send one fetch() request for a script running in ctx. */
int
bi_egress_fetch(bi_ctx *ctx, const pol_limits *limits, const volatile sig_atomic_t *stop,
                const monty_fetch_req *req, monty_fetch_resp *out, monty_error *err)
{
    if (!req->url) {
        return fail(err, MONTY_EXC_TYPE, "fetch() takes a url string");
    }
    url_parts u;
    if (parse_url(req->url, &u, err) != 0) {
        return -1;
    }
    const char *method = req->method && req->method[0] ? req->method : "GET";
    int rc = -1;
    cm_buf shown;
    cm_buf path;
    cm_buf why;
    cm_buf_init(&shown, 0);
    cm_buf_init(&path, 0);
    cm_buf_init(&why, 0);
    cm_buf sent;
    cm_buf_init(&sent, 0);
    // The path is normalised once: the decision is taken on it and curl sends it as is
    // (CURLOPT_PATH_AS_IS), query and fragment unchanged after it.
    size_t plen = strcspn(u.rest, "?#");
    int np = url_text(&u, 0, &shown) != 0 ? -1 : normalize_path(u.rest, plen, &path);
    if (np == 1) {
        fail(err, MONTY_EXC_OSERROR,
             "access denied: the path of %s holds a dot segment between encoded slashes, "
             "which a server may resolve to another path",
             cm_buf_str(&shown));
        goto done;
    }
    if (np != 0 || cm_buf_add(&sent, cm_buf_str(&path), path.len) != 0 ||
        cm_buf_adds(&sent, u.rest + plen) != 0) {
        fail(err, MONTY_EXC_MEMORY, "out of memory");
        goto done;
    }
    u.rest = cm_buf_str(&sent);
    if (!token_ok(method)) {
        fail(err, MONTY_EXC_OSERROR, "builder error for url (%s)", cm_buf_str(&shown));
        goto done;
    }

    pol_request r;
    memset(&r, 0, sizeof r);
    r.action = POL_NET_CONNECT;
    r.host = u.host;
    r.port = u.port;
    if (bi_gate_request(ctx, &r, &why) != 0) {
        fail(err, MONTY_EXC_OSERROR, "error sending request for url (%s)", cm_buf_str(&shown));
        goto done;
    }
    memset(&r, 0, sizeof r);
    r.action = POL_HTTP_REQUEST;
    r.host = u.host;
    r.port = u.port;
    r.method = method;
    r.url_path = cm_buf_str(&path);
    r.body_bytes = req->has_body ? (int64_t)req->body_len : 0;
    r.intercepted = 0;
    cm_buf_reset(&why);
    if (bi_gate_request(ctx, &r, &why) != 0) {
        rc = refusal_response(cm_buf_str(&why), out, err);
        goto done;
    }
    rc = send_request(&ctx->box->box, &u, cm_buf_str(&shown), req, method, limits, stop, out, err);
done:
    cm_buf_free(&shown);
    cm_buf_free(&path);
    cm_buf_free(&sent);
    cm_buf_free(&why);
    return rc;
}
