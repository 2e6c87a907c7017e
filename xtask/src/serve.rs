//! The static file server behind `cargo xtask serve` and the end-to-end tests. It serves what
//! a host would: for `serve`, the repository's `index.html`, its manifest and `www/` at `/`
//! (nothing else from the repository); for the tests, the `dist/` folder under a sub-path, as
//! a school's web space or GitHub Pages would, so the tests catch a page that needs any other
//! file or an absolute URL (plus the folders the tests add beside it: `www/`'s sources, for
//! the bench page that `dist/` leaves out, and the puzzle sets). `.wasm` goes out as
//! `application/wasm`, which streaming instantiation requires, and nothing is cached, so a
//! reload always picks up a rebuild. Responses are gzipped when the browser accepts it, as
//! GitHub Pages and most hosts send them, so that the page's load in `cargo xtask bench`
//! (Lighthouse, the time to interactive) is what a visitor sees.
//!
//! `serve` binds before it builds, so a taken port fails at once, and keeps a gate shut until the
//! build is done (`start_gated`): meanwhile a page request gets a short page that says bitdoku is
//! being built and reloads itself, and every other request waits for the build, so neither a
//! person nor a script that waits for the port ever gets a missing or stale `www/pkg`.

use std::future::IntoFuture;
use std::io::ErrorKind;
use std::net::SocketAddr;
use std::path::Path;
use std::time::Duration;

use anyhow::{Context, Result};
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::Router;
use tokio::runtime::Runtime;
use tokio::sync::watch;
use tower_http::compression::CompressionLayer;
use tower_http::services::{ServeDir, ServeFile};
use tower_http::set_header::SetResponseHeaderLayer;

/// What a server serves, and the path of its page.
pub struct Site {
    router: Router,
    path: String,
}

impl Site {
    /// The page straight from the repository at `root`: `index.html`, the embed (`embed.html`),
    /// the manifest the page links and `www/`, at `/`.
    pub fn repository(root: &Path) -> Site {
        let index = ServeFile::new(root.join("index.html"));
        let router = Router::new()
            .route_service("/", index.clone())
            .route_service("/index.html", index)
            .route_service("/embed.html", ServeFile::new(root.join("embed.html")))
            .route_service(
                "/manifest.webmanifest",
                ServeFile::new(root.join("manifest.webmanifest")),
            )
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

/// Starts serving `site` on `addr` (port 0 picks a free port), open from the start: for a site
/// that is already built.
pub fn start(site: Site, addr: SocketAddr) -> Result<Server> {
    let (server, gate) = start_gated(site, addr)?;
    gate.open();
    Ok(server)
}

/// Binds `addr` and starts serving `site` behind a shut gate, for a site still being built:
/// until `Gate::open`, a page request gets the page that says bitdoku is being built, and any
/// other request waits (see `gate`).
pub fn start_gated(site: Site, addr: SocketAddr) -> Result<(Server, Gate)> {
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
    let (open, opened) = watch::channel(false);
    let shut = Shut {
        opened,
        page: site.path.clone(),
    };
    // The gate innermost, so its page is gzipped and marked no-store like the rest.
    let router = site
        .router
        .layer(middleware::from_fn_with_state(shut, gate))
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store"),
        ))
        .layer(CompressionLayer::new());
    runtime.spawn(axum::serve(listener, router).into_future());
    let server = Server {
        runtime,
        addr,
        path: site.path,
    };
    Ok((server, Gate(open)))
}

/// Opens a server started by `start_gated`. Dropped unopened (the build failed), it answers
/// the requests still waiting with a bare 503.
pub struct Gate(watch::Sender<bool>);

impl Gate {
    /// Serves the site from now on, and answers the requests that waited for it.
    pub fn open(self) {
        self.0.send_replace(true);
    }
}

/// What the gate middleware knows: whether the gate is open yet, and the site's page path.
#[derive(Clone)]
struct Shut {
    opened: watch::Receiver<bool>,
    page: String,
}

/// The gate: while it is shut, a page request gets `BUILDING` at once, so the person sees why
/// nothing comes, and any other request (a script, the wasm, a stylesheet) waits until it
/// opens, so it gets the file the build wrote rather than a missing or stale one.
async fn gate(State(mut shut): State<Shut>, request: Request, next: Next) -> Response {
    if !*shut.opened.borrow() {
        if wants_the_page(&request, &shut.page) {
            return building();
        }
        if shut.opened.wait_for(|open| *open).await.is_err() {
            return StatusCode::SERVICE_UNAVAILABLE.into_response();
        }
    }
    next.run(request).await
}

/// Whether `request` is for a page: a GET of the site's page (`page` or its `index.html`), or
/// a request that lists text/html first in its Accept header, as browsers do when they
/// navigate and never for a script, a stylesheet, an image or the wasm.
fn wants_the_page(request: &Request, page: &str) -> bool {
    let path = request.uri().path();
    let navigation = matches!(*request.method(), Method::GET | Method::HEAD)
        && (path == page || path.strip_prefix(page) == Some("index.html"));
    let prefers_html = request
        .headers()
        .get(header::ACCEPT)
        .and_then(|accept| accept.to_str().ok())
        .and_then(|accept| accept.split([',', ';']).next())
        .is_some_and(|first| first.trim().eq_ignore_ascii_case("text/html"));
    navigation || prefers_html
}

/// The answer to a page request before the build is done: 503, try again in a second.
fn building() -> Response {
    (
        StatusCode::SERVICE_UNAVAILABLE,
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::RETRY_AFTER, "1"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        BUILDING,
    )
        .into_response()
}

/// The page that says bitdoku is being built. It reloads itself every second, with no script,
/// until the real page answers; the empty icon keeps the browser from asking for a favicon,
/// which would wait for the build.
const BUILDING: &str = r#"<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="1">
<link rel="icon" href="data:,">
<title>bitdoku is being built</title>
<style>
  :root { color-scheme: light dark; }
  body { margin: 4rem auto; max-width: 34rem; padding: 0 1rem;
         font: 1.1rem/1.5 system-ui, sans-serif; color: #16181d; background: #f6f5f1; }
  @media (prefers-color-scheme: dark) { body { color: #e6e8ec; background: #121418; } }
</style>
<h1>bitdoku is being built</h1>
<p>This page reloads itself when the build is done.</p>
<p>Watch the terminal where <code>cargo xtask serve</code> runs for its progress.</p>
</html>
"#;

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
        let (head, body) = answer(send(server, path, ""));
        (head.lines().next().unwrap_or_default().to_owned(), body)
    }

    /// A connection to `server` that has sent a GET of `path` with the extra `headers` (each
    /// ending in CRLF).
    fn send(server: &Server, path: &str, headers: &str) -> TcpStream {
        let mut stream = TcpStream::connect(server.addr).unwrap();
        write!(
            stream,
            "GET {path} HTTP/1.1\r\nHost: test\r\n{headers}Connection: close\r\n\r\n"
        )
        .unwrap();
        stream
    }

    /// The head (status line and headers) and body of the answer on `stream`.
    fn answer(mut stream: TcpStream) -> (String, String) {
        let mut response = String::new();
        stream.read_to_string(&mut response).unwrap();
        let (head, body) = response.split_once("\r\n\r\n").unwrap_or_default();
        (head.to_owned(), body.to_owned())
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

    #[test]
    fn until_the_gate_opens_a_page_says_building_and_files_wait_for_the_build() {
        let root = folder(
            "gated",
            &[
                ("index.html", "the page"),
                ("www/pkg/glue.js", "the glue"),
                ("www/styles/page.css", "the style"),
            ],
        );
        let addr = SocketAddr::from(([127, 0, 0, 1], 0));
        let (server, gate) = start_gated(Site::repository(&root), addr).unwrap();

        for (path, headers) in [
            ("/", ""),
            ("/index.html", ""),
            (
                "/anywhere",
                "Accept: text/html,application/xhtml+xml,*/*;q=0.8\r\n",
            ),
        ] {
            let (head, body) = answer(send(&server, path, headers));
            let head = head.to_lowercase();
            assert!(head.starts_with("http/1.1 503"), "{path}: {head}");
            assert!(head.contains("retry-after: 1"), "{path}: {head}");
            assert!(head.contains("cache-control: no-store"), "{path}: {head}");
            assert!(
                body.contains(r#"<meta http-equiv="refresh" content="1">"#),
                "{path}: {body}"
            );
            assert!(body.contains("being built"), "{path}: {body}");
            assert_ne!(body, "the page", "{path}");
        }

        // A script and a stylesheet wait: no answer while the gate is shut.
        let held = [
            ("/www/pkg/glue.js", "", "the glue"),
            (
                "/www/styles/page.css",
                "Accept: text/css,*/*;q=0.1\r\n",
                "the style",
            ),
        ]
        .map(|(path, headers, text)| {
            let mut stream = send(&server, path, headers);
            stream
                .set_read_timeout(Some(Duration::from_millis(300)))
                .unwrap();
            let error = stream.read(&mut [0; 64]).unwrap_err();
            assert!(
                matches!(error.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut),
                "{path}: {error}"
            );
            (stream, text)
        });

        // Open, and the same requests get the files; the page is the site's from now on.
        gate.open();
        for (stream, text) in held {
            stream
                .set_read_timeout(Some(Duration::from_secs(10)))
                .unwrap();
            let (head, body) = answer(stream);
            assert!(head.starts_with("HTTP/1.1 200"), "{head}");
            assert_eq!(body, text);
        }
        let (status, body) = get(&server, "/");
        assert!(status.contains("200"), "{status}");
        assert_eq!(body, "the page");
        server.stop();
    }
}
