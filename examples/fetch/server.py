"""The fetch example's API: a small JSON server on 127.0.0.1, for the demo and its test.

Usage: python3 server.py PORTFILE. It binds a free port, writes the port to PORTFILE,
and serves until killed:
  GET  /v1/items     a JSON list of items, each {"id", "title", "state"}
  POST /v1/reports   201, "stored N bytes"
"""
import http.server
import json
import os
import sys

ITEMS = [
    {"id": 1, "title": "renew the certificate", "state": "open"},
    {"id": 2, "title": "buy milk", "state": "closed"},
    {"id": 3, "title": "answer the audit", "state": "open"},
    {"id": 4, "title": "archive 2024 notes", "state": "open"},
]


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt, *args):
        pass

    def reply(self, status, body, ctype="text/plain"):
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        if self.path == "/v1/items":
            self.reply(200, json.dumps(ITEMS).encode(), "application/json")
        else:
            self.reply(404, b"no such thing")

    def do_POST(self):
        n = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(n)
        if self.path == "/v1/reports":
            self.reply(201, b"stored %d bytes" % len(body))
        else:
            self.reply(404, b"no such thing")

    def do_DELETE(self):
        self.reply(204, b"")


def main():
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    srv.daemon_threads = True
    with open(sys.argv[1] + ".tmp", "w") as f:
        f.write(str(srv.server_address[1]))
    os.rename(sys.argv[1] + ".tmp", sys.argv[1])
    srv.serve_forever()


main()
