#!/usr/bin/env python3
"""A loopback server that answers at once, for make bench: each distinct request (method, path, query, field mask,
body) is asked of the sandbox the first time it is seen (a warm-up run), and every later one is answered from memory
with the same bytes, before any work: what is left of a run's time is the client's own. Prints its base URL on the
first line of stdout, then serves until killed. Usage: bench-fast-server.py SANDBOX_URL"""
import asyncio
import sys
import urllib.request

UPSTREAM = sys.argv[1].rstrip("/")
answers = {}


def ask_upstream(method, target, headers, body):
    request = urllib.request.Request(UPSTREAM + target, data=body or None, method=method)
    for name, value in headers.items():
        if name.lower() not in ("host", "content-length", "connection", "accept-encoding"):
            request.add_header(name, value)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.headers.get("Content-Type", "application/json"), response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Content-Type", "application/json"), error.read()


async def serve(reader, writer):
    try:
        while True:
            head = await reader.readuntil(b"\r\n\r\n")
            lines = head.decode("latin-1").split("\r\n")
            method, target, _ = lines[0].split(" ", 2)
            headers = {}
            for line in lines[1:]:
                if ":" in line:
                    name, value = line.split(":", 1)
                    headers[name.strip()] = value.strip()
            length = int(next((v for k, v in headers.items() if k.lower() == "content-length"), "0"))
            body = await reader.readexactly(length) if length else b""
            mask = next((v for k, v in headers.items() if k.lower() == "x-goog-fieldmask"), "")
            key = (method, target, mask, body)
            if key not in answers:
                answers[key] = await asyncio.get_running_loop().run_in_executor(
                    None, ask_upstream, method, target, headers, body)
            status, content_type, payload = answers[key]
            writer.write(
                f"HTTP/1.1 {status} OK\r\nContent-Type: {content_type}\r\nContent-Length: {len(payload)}\r\n\r\n".encode()
                + payload)
            await writer.drain()
    except (asyncio.IncompleteReadError, ConnectionError, ValueError):
        pass
    finally:
        writer.close()


async def main():
    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    print(f"http://127.0.0.1:{port}", flush=True)
    async with server:
        await server.serve_forever()


asyncio.run(main())
