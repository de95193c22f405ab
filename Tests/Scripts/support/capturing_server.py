"""A throwaway HTTP server on 127.0.0.1 for the browser checks: it serves the files of a folder and keeps what
the browser posts, standard library only.

GET serves a file of the folder by its name, under the Content-Security-Policy `policy(query)` gives for the
request's query (none when it gives None); a POST to /csp-report is kept in `csp_reports`, any other POST as
(Content-Type, body) in `posts`.
"""
import os
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from signup_page import failure


class Server:
    def __init__(self, directory, policy=lambda query: None):
        posts = self.posts = []
        reports = self.csp_reports = []

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                name, _, query = self.path.partition("?")
                path = os.path.join(directory, os.path.basename(name))
                if not os.path.isfile(path):
                    self.send_error(404)
                    return
                with open(path, "rb") as f:
                    self.answer(f.read(), policy(query))

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                if self.path.startswith("/csp-report"):
                    reports.append(body)
                    self.send_response(204)
                    self.end_headers()
                    return
                posts.append((self.headers.get("Content-Type", ""), body))
                self.answer(b"<!DOCTYPE html><meta charset=utf-8><title>Received</title><p>Received.</p>")

            def answer(self, data, csp=None):
                self.send_response(200)
                if csp:
                    self.send_header("Content-Security-Policy", csp)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def wait_for_post(self, count):
        """The `count`th post, waiting up to ten seconds for it; fails the check when it does not come."""
        for _ in range(200):
            if len(self.posts) >= count:
                return self.posts[count - 1]
            time.sleep(0.05)
        failure(f"the browser did not post submission {count}")

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()
