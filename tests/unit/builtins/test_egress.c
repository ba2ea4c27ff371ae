/* Unit tests for builtins/egress.c: the refusals before anything is sent, the two
 * decisions, the gateway's 403, and the response handling (headers, body cap, lossy
 * UTF-8), all offline. The source is included so its static helpers can be tested;
 * this program then takes egress.o's symbols from here, not from the library. */
#include "config.h"

#include <arpa/inet.h>
#include <criterion/criterion.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "builtins/egress.c"
#include "common/alloc.h"
#include "tests/unit/builtins/pyfix.h"

static void
fini(void)
{
    pyfix_teardown();
}

static void
free_resp(monty_fetch_resp *r)
{
    for (size_t i = 0; i < r->n_headers; i++) {
        cm_free(r->headers[i].name);
        cm_free(r->headers[i].value);
    }
    cm_free(r->headers);
    cm_free(r->body);
    memset(r, 0, sizeof *r);
}

// fetch(url, method) through the host table; returns 0 or -1, message in msg.
static int
fetch(const char *url, const char *method, monty_fetch_resp *resp, char *msg, size_t cap)
{
    monty_fetch_req req;
    memset(&req, 0, sizeof req);
    req.url = url;
    req.method = method;
    memset(resp, 0, sizeof *resp);
    monty_error err;
    memset(&err, 0, sizeof err);
    cm_buf_init(&err.message, 0);
    int rc = F.tbl.fetch(F.tbl.ctx, &req, resp, &err);
    snprintf(msg, cap, "%s", cm_buf_str(&err.message));
    if (rc != 0) {
        cr_assert_eq(err.kind, MONTY_EXC_OSERROR, "kind %d for %s", err.kind, url);
    }
    cm_buf_free(&err.message);
    return rc;
}

static void
assert_refused(const char *url, const char *want)
{
    monty_fetch_resp r;
    char msg[512];
    cr_assert_eq(fetch(url, "GET", &r, msg, sizeof msg), -1, "%s was not refused", url);
    cr_assert_str_eq(msg, want, "for %s", url);
}

static const char egress_policy[] =
    "@id(\"connect_example\")\n"
    "permit (principal, action == Box::Action::\"net:connect\", resource)\n"
    "when { context.input.host == \"example.com\" };\n";

Test(bi_egress, scheme_and_literal_addresses_are_refused_before_any_decision, .fini = fini)
{
    pyfix_setup(egress_policy, NULL);
    assert_refused("ftp://example.com/x", "access denied: example.com");
    assert_refused("file:///etc/passwd", "access denied: unsupported scheme in file:///etc/passwd");
    assert_refused("HTTP://example.com/", "access denied: example.com");
    assert_refused("http://localhost:8080/", "access denied: localhost");
    assert_refused("http://LocalHost./", "access denied: localhost");
    assert_refused("http://api.localhost/", "access denied: api.localhost");
    assert_refused("http://127.0.0.1/", "access denied: 127.0.0.1");
    assert_refused("http://127.1/", "access denied: 127.0.0.1");
    assert_refused("http://2130706433/", "access denied: 127.0.0.1");
    assert_refused("http://0x7f.0.0.1/", "access denied: 127.0.0.1");
    assert_refused("http://10.1.2.3/", "access denied: 10.1.2.3");
    assert_refused("http://172.16.0.1/", "access denied: 172.16.0.1");
    assert_refused("http://172.31.255.255/", "access denied: 172.31.255.255");
    assert_refused("http://192.168.1.1/", "access denied: 192.168.1.1");
    assert_refused("http://169.254.169.254/latest", "access denied: 169.254.169.254");
    assert_refused("http://0.0.0.0/", "access denied: 0.0.0.0");
    assert_refused("http://[::1]/", "access denied: ::1");
    assert_refused("http://[::]/", "access denied: ::");
    assert_refused("http://[fe80::1]/", "access denied: fe80::1");
    assert_refused("http://[fd00::1]/", "access denied: fd00::1");
    assert_refused("http://[::ffff:127.0.0.1]/", "access denied: ::ffff:127.0.0.1");
    assert_refused("http://[2002:7f00:1::]/", "access denied: 2002:7f00:1::");
    assert_refused("http://user@127.0.0.1:80/", "access denied: 127.0.0.1");
    assert_refused("http:///nohost", "access denied: cannot parse host from http:///nohost");
    assert_refused("http://exa mple.com/",
                   "access denied: cannot parse host from http://exa mple.com/");
    assert_refused("http://example.com:99999/",
                   "access denied: cannot parse host from http://example.com:99999/");
    assert_refused("http://1.2.3.256/", "access denied: cannot parse host from http://1.2.3.256/");
    char *log = pyfix_log();
    cr_assert_str_eq(log, "");
    cm_free(log);
    cr_assert_eq(F.host.calls, 27);
}

Test(bi_egress, no_net_connect_permit_is_error_sending_request, .fini = fini)
{
    pyfix_setup(egress_policy, NULL);
    assert_refused("https://other.example/zen",
                   "error sending request for url (https://other.example/zen)");
    assert_refused("https://Other.Example",
                   "error sending request for url (https://other.example/)");
    assert_refused("http://other.example:8080?q=1",
                   "error sending request for url (http://other.example:8080/?q=1)");
    char *log = pyfix_log();
    cr_assert_str_eq(log, "deny net:connect other.example:443 <default-deny>\n"
                          "deny net:connect other.example:443 <default-deny>\n"
                          "deny net:connect other.example:8080 <default-deny>\n");
    cm_free(log);
}

Test(bi_egress, http_request_refusal_is_a_403_response_without_dialing, .fini = fini)
{
    pyfix_setup(egress_policy, NULL);
    monty_fetch_resp r;
    char msg[512];
    cr_assert_eq(fetch("https://EXAMPLE.com./zen?x=1", "POST", &r, msg, sizeof msg), 0, "%s", msg);
    cr_assert_eq(r.status, 403);
    const char *flag = NULL;
    for (size_t i = 0; i < r.n_headers; i++) {
        if (strcmp(r.headers[i].name, "x-strands-box-egress") == 0) {
            flag = r.headers[i].value;
        }
    }
    cr_assert(flag);
    cr_assert_str_eq(flag, "refused");
    cr_assert(strncmp(r.body, "http:request gate: policy denied this operation on '", 52) == 0,
              "%s", r.body);
    cr_assert(strstr(r.body, "example.com:443/zen"), "%s", r.body);
    cr_assert(strstr(r.body, "[default-deny]"), "%s", r.body);
    cr_assert_eq(r.body_len, strlen(r.body));
    free_resp(&r);
    char *log = pyfix_log();
    cr_assert_str_eq(log, "permit net:connect example.com:443 connect_example\n"
                          "deny http:request example.com:443/zen <default-deny>\n");
    cm_free(log);
}

// Issue 20: a name the operator pins to a loopback or private address is dialled there
// (the operator's choice); nothing listens on port 9, so the connection itself fails.
Test(bi_egress, issue20_pinned_private_address_is_dialled, .fini = fini)
{
    static const char policy[] = "@id(\"connect_example\")\n"
                                 "permit (principal, action == Box::Action::\"net:connect\", "
                                 "resource)\nwhen { context.input.host == \"example.com\" };\n"
                                 "@id(\"request_example\")\n"
                                 "permit (principal, action == Box::Action::\"http:request\", "
                                 "resource)\nwhen { context.input.host == \"example.com\" };\n";
    pyfix_setup(policy, "[egress.resolve]\n\"example.com\" = \"127.0.0.1\"\n");
    assert_refused("http://example.com:9/",
                   "error sending request for url (http://example.com:9/)");
}

Test(bi_egress, blocked_address_table)
{
    unsigned char a4[4];
    unsigned char a6[16];
    struct {
        const char *addr;
        int blocked;
    } cases[] = {
        {"8.8.8.8", 0},
        {"127.0.0.1", 1},
        {"10.0.0.1", 1},
        {"172.15.255.255", 0},
        {"172.16.0.0", 1},
        {"172.32.0.0", 0},
        {"192.168.0.1", 1},
        {"169.254.0.1", 1},
        {"0.0.0.0", 1},
        {"100.64.0.1", 0},
        {"2606:4700::1111", 0},
        {"::1", 1},
        {"::", 1},
        {"fe80::1", 1},
        {"fc00::1", 1},
        {"::ffff:10.0.0.1", 1},
        {"::ffff:8.8.8.8", 0},
        {"2002:c0a8:101::", 1},
        {"2002:808:808::", 0},
        {"2001:0:4136:e378:8000:63bf:80ff:fffe", 1},
        {"64:ff9b::127.0.0.1", 1},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        if (strchr(cases[i].addr, ':')) {
            cr_assert_eq(inet_pton(AF_INET6, cases[i].addr, a6), 1);
            cr_assert_eq(bi_egress_blocked_addr(AF_INET6, a6), cases[i].blocked, "%s",
                         cases[i].addr);
        } else {
            cr_assert_eq(inet_pton(AF_INET, cases[i].addr, a4), 1);
            cr_assert_eq(bi_egress_blocked_addr(AF_INET, a4), cases[i].blocked, "%s",
                         cases[i].addr);
        }
    }
}

// ---- the response helpers, without a network ----

static char *
lossy(const char *s, size_t n)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    cr_assert_eq(add_lossy(&b, s, n), 0);
    return b.data ? cm_buf_take(&b) : cm_strdup("");
}

Test(bi_egress, lossy_utf8_replaces_each_maximal_invalid_subpart)
{
    struct {
        const char *in;
        size_t n;
        const char *want;
    } cases[] = {
        {"plain", 5, "plain"},
        {"caf\xc3\xa9", 5, "caf\xc3\xa9"},
        {"a\xff"
         "b",
         3,
         "a\xef\xbf\xbd"
         "b"},
        {"\xc0\xaf", 2, "\xef\xbf\xbd\xef\xbf\xbd"},
        {"\xe2\x82", 2, "\xef\xbf\xbd"},
        {"\xe2\x82x", 3, "\xef\xbf\xbdx"},
        {"\xed\xa0\x80", 3, "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd"},
        {"\xf0\x9f\x98\x80", 4, "\xf0\x9f\x98\x80"},
        {"\xf4\x90\x80\x80", 4, "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd"},
        {"nul\0in", 6, "nul"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *got = lossy(cases[i].in, cases[i].n);
        cr_assert_str_eq(got, cases[i].want, "case %zu", i);
        cm_free(got);
    }
}

static void
feed(transfer *t, const char *line)
{
    char buf[256];
    size_t n = strlen(line);
    memcpy(buf, line, n);
    cr_assert_eq(on_header(buf, 1, n, t), n);
}

static const char *
header(const transfer *t, const char *name)
{
    for (size_t i = 0; i < t->headers.n; i++) {
        if (strcmp(t->headers.items[i].name, name) == 0) {
            return t->headers.items[i].value;
        }
    }
    return NULL;
}

Test(bi_egress, response_headers_lowercase_and_join)
{
    transfer t;
    memset(&t, 0, sizeof t);
    feed(&t, "HTTP/1.1 100 Continue\r\n");
    feed(&t, "X-Interim: 1\r\n");
    feed(&t, "\r\n");
    feed(&t, "HTTP/1.1 200 OK\r\n");
    feed(&t, "Vary: accept\r\n");
    feed(&t, "vary:  origin \r\n");
    feed(&t, "Set-Cookie: a=1; Path=/\r\n");
    feed(&t, "SET-COOKIE: b=2\r\n");
    feed(&t, "X-Empty:\r\n");
    feed(&t, "Content-Type: text/plain\r\n");
    feed(&t, "\r\n");
    cr_assert_null(header(&t, "x-interim"));
    cr_assert_str_eq(header(&t, "vary"), "accept, origin");
    cr_assert_str_eq(header(&t, "set-cookie"), "a=1; Path=/\nb=2");
    cr_assert_str_eq(header(&t, "x-empty"), "");
    cr_assert_str_eq(header(&t, "content-type"), "text/plain");
    cr_assert_eq(t.headers.n, 4);
    hdr_free(&t.headers);
}

Test(bi_egress, body_over_the_cap_is_refused)
{
    transfer t;
    memset(&t, 0, sizeof t);
    cm_buf_init(&t.body, 0);
    t.cap = 10;
    char chunk[6] = "abcdef";
    cr_assert_eq(on_body(chunk, 1, 6, &t), 6);
    cr_assert_eq(on_body(chunk, 1, 4, &t), 4);
    cr_assert_eq(t.too_big, 0);
    cr_assert_eq(on_body(chunk, 1, 1, &t), 0);
    cr_assert_eq(t.too_big, 1);
    cr_assert_eq(t.body.len, 10);
    cm_buf_free(&t.body);
}

Test(bi_egress, url_parts_and_request_text)
{
    url_parts u;
    monty_error err;
    memset(&err, 0, sizeof err);
    cm_buf_init(&err.message, 0);
    cr_assert_eq(parse_url("https://User:pw@API.Example.COM.:8443/a/b?q=1#frag", &u, &err), 0);
    cr_assert_str_eq(u.host, "api.example.com");
    cr_assert_eq(u.port, 8443);
    cr_assert(u.https);
    cm_buf b;
    cm_buf_init(&b, 0);
    cr_assert_eq(url_text(&u, 1, &b), 0);
    cr_assert_str_eq(cm_buf_str(&b), "https://User:pw@api.example.com:8443/a/b?q=1");
    cm_buf_reset(&b);
    cr_assert_eq(url_text(&u, 0, &b), 0);
    cr_assert_str_eq(cm_buf_str(&b), "https://User:pw@api.example.com.:8443/a/b?q=1#frag");
    cm_buf_reset(&b);
    cr_assert_eq(parse_url("http://example.com:80", &u, &err), 0);
    cr_assert_eq(u.port, 80);
    cr_assert_eq(url_text(&u, 1, &b), 0);
    cr_assert_str_eq(cm_buf_str(&b), "http://example.com/");
    cm_buf_reset(&b);
    cr_assert_eq(parse_url("http://[2606:4700:0::1111]:81/x", &u, &err), 0);
    cr_assert_str_eq(u.host, "2606:4700::1111");
    cr_assert_eq(url_text(&u, 1, &b), 0);
    cr_assert_str_eq(cm_buf_str(&b), "http://[2606:4700::1111]:81/x");
    cm_buf_reset(&b);
    cr_assert_eq(parse_url("http://8.8.8.8/", &u, &err), 0);
    cr_assert_str_eq(u.host, "8.8.8.8");
    cr_assert_eq(parse_url("http://134744072/", &u, &err), 0);
    cr_assert_str_eq(u.host, "8.8.8.8");
    cm_buf_free(&b);
    cm_buf_free(&err.message);
}

static void
dots(const char *in, const char *want)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    cr_assert_eq(remove_dot_segments(in, strlen(in), &b), 0);
    cr_assert_str_eq(cm_buf_str(&b), want, "for %s", in);
    cm_buf_free(&b);
}

// RFC 3986 section 5.2.4 and its examples (5.4.1, 5.4.2), reduced to absolute paths.
Test(bi_egress, issue12_remove_dot_segments)
{
    dots("", "/");
    dots("/", "/");
    dots("/a/b/c/./../../g", "/a/g");
    dots("/mid/content=5/../6", "/mid/6");
    dots("/public/../admin", "/admin");
    dots("/public/..", "/");
    dots("/public/.", "/public/");
    dots("/..", "/");
    dots("/../../x", "/x");
    dots("/a/./b/.", "/a/b/");
    dots("/a//../b", "/a/b");
    dots("/a/.b/..c/...", "/a/.b/..c/...");
    dots("/./.././a", "/a");
}

static void
normal(const char *in, int want_rc, const char *want)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    cr_assert_eq(normalize_path(in, strlen(in), &b), want_rc, "for %s", in);
    if (want_rc == 0) {
        cr_assert_str_eq(cm_buf_str(&b), want, "for %s", in);
    }
    cm_buf_free(&b);
}

// RFC 3986 section 6.2.2: percent-encoded unreserved characters are the characters
// themselves ("%2e%2e" is ".."), other escapes in upper case; a backslash is a slash (the
// URL Standard for http and https); dot segments between encoded slashes are refused.
Test(bi_egress, issue12_normalize_path)
{
    normal("/public/%2e%2e/admin", 0, "/admin");
    normal("/public/%2E./admin", 0, "/admin");
    normal("/public/.%2e", 0, "/");
    normal("/public/%2e/a", 0, "/public/a");
    normal("/%61dmin/x", 0, "/admin/x");
    normal("/p%75blic/%7euser/%2d%5f", 0, "/public/~user/-_");
    normal("/a%2fb/%3f%20%c3%a9", 0, "/a%2Fb/%3F%20%C3%A9");
    normal("/a\\..\\b\\c", 0, "/b/c");
    normal("/%252e%252e/x", 0, "/%252e%252e/x");
    normal("/a/%", 0, "/a/%");
    normal("/a/%4", 0, "/a/%4");
    normal("/a/%zz", 0, "/a/%zz");
    normal("/caf\xc3\xa9 x/\"<>`{}|^", 0, "/caf%C3%A9%20x/%22%3C%3E%60%7B%7D|^");
    normal("/a\x01\x7f", 0, "/a%01%7F");
    normal("", 0, "/");
    normal("/public/..%2fadmin", 1, NULL);
    normal("/public/..%2Fadmin", 1, NULL);
    normal("/public/a%2F.%2Fb", 1, NULL);
    normal("/public/%2e%2e%2fadmin", 1, NULL);
    normal("/public/..%5cadmin", 1, NULL);
    normal("/public/a%2F..b", 0, "/public/a%2F..b");
    normal("/public/...%2Fb", 0, "/public/...%2Fb");
}

// A test-only dial check: the server this test starts on 127.0.0.1 is let through.
static int
allow_test_loopback(int family, const unsigned char *a)
{
    if (family == AF_INET && a[0] == 127 && a[1] == 0 && a[2] == 0 && a[3] == 1) {
        return 0;
    }
    return bi_egress_blocked_addr(family, a);
}

// A one-request HTTP server in a child: its request line goes to *line_fd.
static pid_t
start_server(int *port, int *line_fd)
{
    int s = socket(AF_INET, SOCK_STREAM, 0);
    cr_assert(s >= 0);
    struct sockaddr_in sa;
    memset(&sa, 0, sizeof sa);
    sa.sin_family = AF_INET;
    sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    cr_assert_eq(bind(s, (struct sockaddr *)&sa, sizeof sa), 0);
    cr_assert_eq(listen(s, 1), 0);
    socklen_t len = sizeof sa;
    cr_assert_eq(getsockname(s, (struct sockaddr *)&sa, &len), 0);
    *port = ntohs(sa.sin_port);
    int p[2];
    cr_assert_eq(pipe(p), 0);
    pid_t pid = fork();
    cr_assert(pid >= 0);
    if (pid == 0) {
        close(p[0]);
        int c = accept(s, NULL, NULL);
        char req[4096];
        size_t n = 0;
        while (c >= 0 && n < sizeof req - 1) {
            ssize_t r = read(c, req + n, sizeof req - 1 - n);
            if (r <= 0) {
                break;
            }
            n += (size_t)r;
            req[n] = '\0';
            if (strstr(req, "\r\n\r\n")) {
                break;
            }
        }
        size_t line = strcspn(req, "\r");
        if (write(p[1], req, line) < 0) {
            _exit(1);
        }
        static const char resp[] = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n"
                                   "Connection: close\r\n\r\nok";
        if (c >= 0 && write(c, resp, sizeof resp - 1) < 0) {
            _exit(1);
        }
        _exit(0);
    }
    close(s);
    close(p[1]);
    *line_fd = p[0];
    return pid;
}

static const char dots_policy[] =
    "@id(\"connect_example\")\n"
    "permit (principal, action == Box::Action::\"net:connect\", resource)\n"
    "when { context.input.host == \"example.com\" };\n"
    "@id(\"public\")\n"
    "permit (principal, action == Box::Action::\"http:request\", resource)\n"
    "when { context.input.path like \"/public/*\" };\n"
    "@id(\"no_admin\")\n"
    "forbid (principal, action == Box::Action::\"http:request\", resource)\n"
    "when { context.input.path like \"/admin*\" };\n";

// What the server receives is exactly the path that was decided.
static void
sent_path(const char *url_path, const char *want_line, const char *decided)
{
    int port = 0;
    int line_fd = -1;
    pid_t pid = start_server(&port, &line_fd);
    char url[256];
    snprintf(url, sizeof url, "http://example.com:%d%s", port, url_path);
    monty_fetch_resp r;
    char msg[512];
    cr_assert_eq(fetch(url, "GET", &r, msg, sizeof msg), 0, "%s: %s", url, msg);
    cr_assert_eq(r.status, 200, "%s: status %d", url, r.status);
    free_resp(&r);
    char line[1024];
    ssize_t n = read(line_fd, line, sizeof line - 1);
    cr_assert(n > 0);
    line[n] = '\0';
    close(line_fd);
    int st = 0;
    waitpid(pid, &st, 0);
    cr_assert_str_eq(line, want_line);
    char *log = pyfix_log();
    char want[512];
    snprintf(want, sizeof want,
             "permit net:connect example.com:%d connect_example\n"
             "permit http:request example.com:%d%s public\n",
             port, port, decided);
    cr_assert_str_eq(log, want);
    cm_free(log);
}

Test(bi_egress, issue12_the_server_receives_the_decided_path, .fini = fini)
{
    pyfix_setup(dots_policy, "[egress.resolve]\n\"example.com\" = \"127.0.0.1\"\n");
    dial_blocked = allow_test_loopback;
    sent_path("/public/a/./b/../c?x=/../y#f", "GET /public/a/c?x=/../y HTTP/1.1", "/public/a/c");
    pyfix_teardown();
    pyfix_setup(dots_policy, "[egress.resolve]\n\"example.com\" = \"127.0.0.1\"\n");
    sent_path("/p%75blic/a%2fb/%7e\\c", "GET /public/a%2Fb/~/c HTTP/1.1", "/public/a%2Fb/~/c");
}

// An encoded dot segment is a dot segment: "/public/%2e%2e/admin" is "/admin", decided
// (and refused by the forbid) as such; nothing is sent.
Test(bi_egress, issue12_encoded_dots_cannot_dodge_a_forbid, .fini = fini)
{
    pyfix_setup(dots_policy, NULL);
    monty_fetch_resp r;
    char msg[512];
    cr_assert_eq(fetch("http://example.com/public/%2e%2E/%61dmin", "GET", &r, msg, sizeof msg), 0,
                 "%s", msg);
    cr_assert_eq(r.status, 403);
    cr_assert(strstr(r.body, "example.com:80/admin"), "%s", r.body);
    free_resp(&r);
    char *log = pyfix_log();
    cr_assert_str_eq(log, "permit net:connect example.com:80 connect_example\n"
                          "deny http:request example.com:80/admin no_admin\n");
    cm_free(log);
    cr_assert_neq(fetch("http://example.com/public/..%2Fadmin", "GET", &r, msg, sizeof msg), 0);
    cr_assert(strstr(msg, "dot segment between encoded slashes"), "%s", msg);
}

Test(bi_egress, issue12_dot_segments_cannot_dodge_a_forbid, .fini = fini)
{
    pyfix_setup(dots_policy, NULL);
    monty_fetch_resp r;
    char msg[512];
    cr_assert_eq(fetch("http://example.com/public/../admin", "GET", &r, msg, sizeof msg), 0, "%s",
                 msg);
    cr_assert_eq(r.status, 403);
    cr_assert(strstr(r.body, "example.com:80/admin"), "%s", r.body);
    cr_assert(strstr(r.body, "[policy: no_admin]"), "%s", r.body);
    free_resp(&r);
    char *log = pyfix_log();
    cr_assert_str_eq(log, "permit net:connect example.com:80 connect_example\n"
                          "deny http:request example.com:80/admin no_admin\n");
    cm_free(log);
}
