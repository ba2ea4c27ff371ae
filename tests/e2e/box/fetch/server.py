"""A small HTTP server on 127.0.0.1 for the fetch() e2e cases (issue 20).

Run with /usr/bin/python3: python3 server.py PORTFILE [CERT KEY]. It binds port 0,
writes the port it got to PORTFILE, and serves until killed. With CERT and KEY it
speaks TLS. Routes:
  /echo      the method, the path and query, the request headers it was sent
             (x-* only) and the body, as text
  /cookies   two set-cookie headers and two x-twice headers
  /redirect  302 to /echo (returned as it is: fetch follows nothing)
  /missing   404 with a body
  /size/N    a body of N bytes
  /stall     sends nothing for 30 s
  /stall-body  sends the headers and 10 of the 100 bytes it announces, then nothing
             for 30 s
"""
import http.server
import ssl
import sys
import time


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt, *args):
        pass

    def reply(self, status, body, headers=()):
        self.send_response(status)
        for k, v in headers:
            self.send_header(k, v)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def route(self):
        path = self.path
        n = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(n) if n else b""
        if path.startswith("/echo"):
            sent = sorted((k.lower(), v) for k, v in self.headers.items() if k.lower().startswith("x-"))
            text = "%s %s\n%s\n%r\n" % (self.command, path, sent, body)
            self.reply(200, text.encode(), [("Content-Type", "text/plain")])
        elif path == "/cookies":
            self.reply(200, b"ok", [("Set-Cookie", "a=1"), ("Set-Cookie", "b=2"),
                                    ("X-Twice", "one"), ("X-Twice", "two")])
        elif path == "/redirect":
            self.reply(302, b"moved", [("Location", "/echo")])
        elif path == "/missing":
            self.reply(404, b"no such thing")
        elif path.startswith("/size/"):
            self.reply(200, b"x" * int(path[6:]))
        elif path == "/stall":
            time.sleep(30)
            self.reply(200, b"late")
        elif path == "/stall-body":
            self.send_response(200)
            self.send_header("Content-Length", "100")
            self.end_headers()
            self.wfile.write(b"x" * 10)
            self.wfile.flush()
            time.sleep(30)
        else:
            self.reply(500, b"no route")

    do_GET = do_POST = do_PUT = do_DELETE = do_HEAD = route


def main():
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    srv.daemon_threads = True
    if len(sys.argv) > 3:
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        ctx.load_cert_chain(sys.argv[2], sys.argv[3])
        srv.socket = ctx.wrap_socket(srv.socket, server_side=True)
    with open(sys.argv[1] + ".tmp", "w") as f:
        f.write(str(srv.server_address[1]))
    import os
    os.rename(sys.argv[1] + ".tmp", sys.argv[1])
    srv.serve_forever()


main()
