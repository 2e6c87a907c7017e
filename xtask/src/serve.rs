//! The static file server behind `cargo xtask serve` and the end-to-end tests. It serves what
//! a host would: for `serve`, the repository's `index.html` and `www/` at `/` (nothing else
//! from the repository); for the tests, the `dist/` folder under a sub-path, as a school's web
//! space or GitHub Pages would, so the tests catch a page that needs any other file or an
//! absolute URL (plus the folders the tests add beside it: `www/`'s sources, for the bench
//! page that `dist/` leaves out, and the puzzle sets). `.wasm` goes out as
//! `application/wasm`, which streaming instantiation
//! requires, and nothing is cached, so a reload always picks up a rebuild. Responses are
//! gzipped when the browser accepts it, as GitHub Pages and most hosts send them, so that the
//! page's load in `cargo xtask bench` (Lighthouse, the time to interactive) is what a visitor
//! sees.

use std::future::IntoFuture;
use std::io::ErrorKind;
use std::net::SocketAddr;
use std::path::Path;
use std::time::Duration;

use anyhow::{Context, Result};
use axum::http::{header, HeaderValue};
use axum::Router;
use tokio::runtime::Runtime;
use tower_http::compression::CompressionLayer;
use tower_http::services::{ServeDir, ServeFile};
use tower_http::set_header::SetResponseHeaderLayer;

/// What a server serves, and the path of its page.
pub struct Site {
    router: Router,
    path: String,
}

impl Site {
    /// The page straight from the repository at `root`: `index.html` and `www/`, at `/`.
    pub fn repository(root: &Path) -> Site {
        let index = ServeFile::new(root.join("index.html"));
        let router = Router::new()
            .route_service("/", index.clone())
            .route_service("/index.html", index)
            .nest_service("/www", ServeDir::new(root.join("www")));
        Site {
            router,
            path: "/".to_owned(),
        }
    }

    /// Adds the folder `dir`, read-only, under the URL path `at` (e.g. `/puzzles`), which
    /// takes precedence over anything else served there.
    pub fn with_folder(self, at: &str, dir: &Path) -> Site {
        Site {
            router: self.router.nest_service(at, ServeDir::new(dir)),
            path: self.path,
        }
    }

    /// Everything in the folder `dir` (a built `dist/`) under the sub-path `path`, which
    /// starts and ends with `/`, e.g. `/some/dir/`. Nothing is served outside it.
    pub fn folder_at(dir: &Path, path: &str) -> Site {
        assert!(
            path.starts_with('/') && path.ends_with('/') && path.len() > 1,
            "a sub-path looks like /some/dir/, not {path:?}"
        );
        let router = Router::new().nest_service(path.trim_end_matches('/'), ServeDir::new(dir));
        Site {
            router,
            path: path.to_owned(),
        }
    }
}

/// A server running on its own tokio runtime, in the background of this process.
pub struct Server {
    runtime: Runtime,
    addr: SocketAddr,
    path: String,
}

/// Starts serving `site` on `addr` (port 0 picks a free port).
pub fn start(site: Site, addr: SocketAddr) -> Result<Server> {
    let listener = std::net::TcpListener::bind(addr).map_err(|error| match error.kind() {
        ErrorKind::AddrInUse => anyhow::anyhow!("port {} is in use; pass --port N", addr.port()),
        _ => anyhow::Error::new(error).context(format!("cannot listen on {addr}")),
    })?;
    listener.set_nonblocking(true)?;
    let addr = listener.local_addr()?;
    let runtime = Runtime::new().context("cannot start the tokio runtime")?;
    let listener = {
        let _inside = runtime.enter();
        tokio::net::TcpListener::from_std(listener)?
    };
    let router = site
        .router
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store"),
        ))
        .layer(CompressionLayer::new());
    runtime.spawn(axum::serve(listener, router).into_future());
    Ok(Server {
        runtime,
        addr,
        path: site.path,
    })
}

impl Server {
    /// The page's address, with the port that was actually bound.
    pub fn url(&self) -> String {
        format!("http://{}{}", self.addr, self.path)
    }

    /// Keeps serving until Ctrl-C.
    pub fn run_until_ctrl_c(self) -> Result<()> {
        self.runtime
            .block_on(tokio::signal::ctrl_c())
            .context("cannot wait for Ctrl-C")?;
        self.stop();
        Ok(())
    }

    /// Stops serving; requests still in flight get a moment to finish.
    pub fn stop(self) {
        self.runtime.shutdown_timeout(Duration::from_secs(1));
    }
}

#[cfg(test)]
mod tests {
    use std::io::{Read, Write};
    use std::net::TcpStream;
    use std::path::PathBuf;

    use super::*;

    /// The status line and body of a plain GET of `path` from `server`.
    fn get(server: &Server, path: &str) -> (String, String) {
        let mut stream = TcpStream::connect(server.addr).unwrap();
        write!(
            stream,
            "GET {path} HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n"
        )
        .unwrap();
        let mut response = String::new();
        stream.read_to_string(&mut response).unwrap();
        let status = response.lines().next().unwrap_or_default().to_owned();
        let body = response
            .split("\r\n\r\n")
            .nth(1)
            .unwrap_or_default()
            .to_owned();
        (status, body)
    }

    /// A fresh folder under the target directory holding `files` (path, text).
    fn folder(name: &str, files: &[(&str, &str)]) -> PathBuf {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../target/serve-test")
            .join(name);
        let _ = std::fs::remove_dir_all(&dir); // left by an earlier run, or absent
        for (path, text) in files {
            let file = dir.join(path);
            std::fs::create_dir_all(file.parent().unwrap()).unwrap();
            std::fs::write(file, text).unwrap();
        }
        dir
    }

    #[test]
    fn a_folder_added_inside_the_sub_path_is_served_beside_the_site() {
        let dist = folder(
            "dist",
            &[("index.html", "page"), ("www/pkg/glue.js", "glue")],
        );
        let sources = folder("sources", &[("bench/bench.html", "bench")]);
        let site =
            Site::folder_at(&dist, "/some/dir/").with_folder("/some/dir/source/www", &sources);
        let server = start(site, SocketAddr::from(([127, 0, 0, 1], 0))).unwrap();
        assert_eq!(get(&server, "/some/dir/index.html").1, "page");
        assert_eq!(get(&server, "/some/dir/www/pkg/glue.js").1, "glue");
        assert_eq!(
            get(&server, "/some/dir/source/www/bench/bench.html").1,
            "bench"
        );
        assert!(get(&server, "/index.html").0.contains("404"));
        server.stop();
    }

    #[test]
    fn sends_gzip_to_a_browser_that_accepts_it() {
        let wasm = "\0asm".repeat(100);
        let dist = folder("gzip", &[("www/pkg/page_bg.wasm", &wasm)]);
        let server = start(
            Site::folder_at(&dist, "/site/"),
            SocketAddr::from(([127, 0, 0, 1], 0)),
        )
        .unwrap();
        let mut stream = TcpStream::connect(server.addr).unwrap();
        write!(
            stream,
            "GET /site/www/pkg/page_bg.wasm HTTP/1.1\r\nHost: test\r\n\
             Accept-Encoding: gzip\r\nConnection: close\r\n\r\n"
        )
        .unwrap();
        let mut response = Vec::new();
        stream.read_to_end(&mut response).unwrap();
        let end = response.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
        let head = String::from_utf8_lossy(&response[..end]).to_lowercase();
        assert!(head.contains("content-encoding: gzip"), "{head}");
        assert!(head.contains("content-type: application/wasm"), "{head}");
        // Chunked: each chunk is its size in hex, CRLF, the bytes, CRLF; the last is empty.
        let (mut body, mut gzip) = (&response[end + 4..], Vec::new());
        loop {
            let line = body.windows(2).position(|w| w == b"\r\n").unwrap();
            let size = usize::from_str_radix(std::str::from_utf8(&body[..line]).unwrap(), 16);
            let size = size.unwrap();
            if size == 0 {
                break;
            }
            gzip.extend_from_slice(&body[line + 2..line + 2 + size]);
            body = &body[line + 2 + size + 2..];
        }
        let mut text = String::new();
        flate2::read::GzDecoder::new(&gzip[..])
            .read_to_string(&mut text)
            .unwrap();
        assert_eq!(text, wasm);
        server.stop();
    }
}
