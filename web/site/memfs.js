// An in-memory file system with the part of Node.js's fs API that Go's
// js/wasm port calls (syscall/fs_js.go), so that consult/1, open/3 and
// friends work in the browser. Files are Uint8Arrays keyed by absolute
// path; directories exist implicitly as prefixes of paths, or by mkdir.
// Writes to descriptors 1 and 2 go to onOutput(fd, text).
"use strict";

function makeMemFS(onOutput) {
  const files = new Map(); // path -> {data: Uint8Array, mtime}
  const dirs = new Set(["/"]);
  const fds = new Map(); // fd -> {path, pos, flags}
  let nextFd = 10;
  let cwd = "/";
  const decoder = new TextDecoder("utf-8");
  const C = { O_WRONLY: 1, O_RDWR: 2, O_CREAT: 64, O_EXCL: 128, O_TRUNC: 512, O_APPEND: 1024, O_DIRECTORY: 65536 };

  const err = (code) => { const e = new Error(code); e.code = code; return e; };
  function norm(p) {
    if (!p.startsWith("/")) p = cwd.replace(/\/$/, "") + "/" + p;
    const out = [];
    for (const part of p.split("/")) {
      if (part === "" || part === ".") continue;
      if (part === "..") out.pop(); else out.push(part);
    }
    return "/" + out.join("/");
  }
  function parent(p) { const i = p.lastIndexOf("/"); return i <= 0 ? "/" : p.slice(0, i); }
  function addDirs(p) { for (let d = parent(p); !dirs.has(d); d = parent(d)) dirs.add(d); }
  function isDir(p) { return dirs.has(p); }
  function stat(p) {
    const f = files.get(p);
    if (!f && !isDir(p)) return null;
    const dir = !f;
    const size = dir ? 0 : f.data.length;
    const t = dir ? 0 : f.mtime;
    return {
      dev: 1, ino: 0, mode: dir ? 0o40755 : 0o100644, nlink: 1, uid: 0, gid: 0, rdev: 0,
      size, blksize: 4096, blocks: Math.ceil(size / 512), atimeMs: t, mtimeMs: t, ctimeMs: t,
      isDirectory: () => dir,
    };
  }
  function grow(f, need) {
    if (need <= f.data.length) return;
    const d = new Uint8Array(need);
    d.set(f.data);
    f.data = d;
  }

  const fs = {
    constants: C,
    writeSync(fd, buf) { return fs._write(fd, buf, 0, buf.length, null); },
    _write(fd, buf, off, len, pos) {
      if (fd === 1 || fd === 2) { onOutput(fd, decoder.decode(buf.subarray(off, off + len))); return len; }
      const h = fds.get(fd);
      if (!h) throw err("EBADF");
      const f = files.get(h.path);
      let at = pos ?? (h.flags & C.O_APPEND ? f.data.length : h.pos);
      grow(f, at + len);
      f.data.set(buf.subarray(off, off + len), at);
      f.mtime = Date.now();
      if (pos === null || pos === undefined) h.pos = at + len;
      return len;
    },
    write(fd, buf, off, len, pos, cb) { try { cb(null, fs._write(fd, buf, off, len, pos)); } catch (e) { cb(e); } },
    read(fd, buf, off, len, pos, cb) {
      const h = fds.get(fd);
      if (!h) return cb(err("EBADF"));
      const f = files.get(h.path);
      if (!f) return cb(err("EISDIR"));
      const at = pos ?? h.pos;
      const n = Math.max(0, Math.min(len, f.data.length - at));
      buf.set(f.data.subarray(at, at + n), off);
      if (pos === null || pos === undefined) h.pos = at + n;
      cb(null, n);
    },
    open(path, flags, mode, cb) {
      const p = norm(path);
      let f = files.get(p);
      if (!f && !isDir(p)) {
        if (!(flags & C.O_CREAT)) return cb(err("ENOENT"));
        if (!isDir(parent(p))) return cb(err("ENOENT"));
        f = { data: new Uint8Array(0), mtime: Date.now() };
        files.set(p, f);
      } else if (flags & C.O_EXCL && flags & C.O_CREAT) {
        return cb(err("EEXIST"));
      }
      if (f && flags & C.O_TRUNC) { f.data = new Uint8Array(0); f.mtime = Date.now(); }
      if (!f && flags & (C.O_WRONLY | C.O_RDWR)) return cb(err("EISDIR"));
      const fd = nextFd++;
      fds.set(fd, { path: p, pos: 0, flags });
      cb(null, fd);
    },
    close(fd, cb) { fds.delete(fd) ? cb(null) : cb(err("EBADF")); },
    fstat(fd, cb) {
      if (fd <= 2) return cb(null, { ...stat("/"), mode: 0o20620, isDirectory: () => false });
      const h = fds.get(fd);
      h ? cb(null, stat(h.path)) : cb(err("EBADF"));
    },
    stat(path, cb) { const s = stat(norm(path)); s ? cb(null, s) : cb(err("ENOENT")); },
    lstat(path, cb) { fs.stat(path, cb); },
    readdir(path, cb) {
      const p = norm(path);
      if (!isDir(p)) return cb(err("ENOTDIR"));
      const pre = p === "/" ? "/" : p + "/";
      const names = new Set();
      for (const k of [...files.keys(), ...dirs]) {
        if (k.startsWith(pre) && k.length > pre.length) names.add(k.slice(pre.length).split("/")[0]);
      }
      cb(null, [...names].sort());
    },
    mkdir(path, perm, cb) {
      const p = norm(path);
      if (files.has(p) || dirs.has(p)) return cb(err("EEXIST"));
      if (!isDir(parent(p))) return cb(err("ENOENT"));
      dirs.add(p);
      cb(null);
    },
    unlink(path, cb) { files.delete(norm(path)) ? cb(null) : cb(err("ENOENT")); },
    rmdir(path, cb) { dirs.delete(norm(path)) ? cb(null) : cb(err("ENOENT")); },
    rename(from, to, cb) {
      const a = norm(from), b = norm(to), f = files.get(a);
      if (!f) return cb(err("ENOENT"));
      files.delete(a); files.set(b, f); addDirs(b);
      cb(null);
    },
    fsync(fd, cb) { cb(null); },
    ftruncate(fd, len, cb) {
      const h = fds.get(fd);
      if (!h) return cb(err("EBADF"));
      const f = files.get(h.path);
      f.data = f.data.slice(0, len);
      cb(null);
    },
    truncate(path, len, cb) { const f = files.get(norm(path)); if (!f) return cb(err("ENOENT")); f.data = f.data.slice(0, len); cb(null); },
    utimes(path, a, m, cb) { cb(null); },
    chmod(path, mode, cb) { cb(null); },
    fchmod(fd, mode, cb) { cb(null); },
    chown(path, u, g, cb) { cb(null); },
    fchown(fd, u, g, cb) { cb(null); },
    lchown(path, u, g, cb) { cb(null); },
    link(path, link, cb) { cb(err("ENOSYS")); },
    symlink(path, link, cb) { cb(err("ENOSYS")); },
    readlink(path, cb) { cb(err("EINVAL")); },
  };

  // The file system's own interface, for the worker.
  const api = {
    writeFile(path, text) {
      const p = norm(path);
      files.set(p, { data: new TextEncoder().encode(text), mtime: Date.now() });
      addDirs(p);
    },
    readFile(path) { const f = files.get(norm(path)); return f ? decoder.decode(f.data) : null; },
    chdir(p) { cwd = norm(p); },
    cwd() { return cwd; },
  };
  return { fs, api };
}

// Node.js's process and path objects as far as Go's js/wasm port uses
// them (the working directory; everything else reports "not supported").
function makeProcess(memfs) {
  const nosys = () => { const e = new Error("not implemented"); e.code = "ENOSYS"; throw e; };
  return {
    getuid: () => -1, getgid: () => -1, geteuid: () => -1, getegid: () => -1,
    getgroups: nosys, pid: 1, ppid: 0, umask: () => 0o22,
    cwd: () => memfs.api.cwd(), chdir: (p) => memfs.api.chdir(p),
  };
}

if (typeof module !== "undefined") module.exports = { makeMemFS, makeProcess };
