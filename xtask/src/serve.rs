//! The static file server behind `cargo xtask serve` and the end-to-end tests. It serves what
//! a host would (`index.html` and `www/`, nothing else from the repository), so the tests catch
//! a page that needs any other file; `.wasm` goes out as `application/wasm`, which streaming
//! instantiation requires, and nothing is cached, so a reload always picks up a rebuild.

use std::future::IntoFuture;
use std::io::ErrorKind;
use std::net::SocketAddr;
use std::path::Path;
use std::time::Duration;

use anyhow::{Context, Result};
use axum::http::{header, HeaderValue};
use axum::Router;
use tokio::runtime::Runtime;
use tower_http::services::{ServeDir, ServeFile};
use tower_http::set_header::SetResponseHeaderLayer;

/// A server running on its own tokio runtime, in the background of this process.
pub struct Server {
    runtime: Runtime,
    addr: SocketAddr,
}

/// Starts serving the site under `root` on `addr` (port 0 picks a free port).
pub fn start(root: &Path, addr: SocketAddr) -> Result<Server> {
    start_site(site(root), addr)
}

/// Starts serving the site, plus the folder `puzzles` under `/puzzles/` (read-only), for
/// `cargo xtask bench`.
pub fn start_with_puzzles(root: &Path, puzzles: &Path, addr: SocketAddr) -> Result<Server> {
    start_site(
        site(root).nest_service("/puzzles", ServeDir::new(puzzles)),
        addr,
    )
}

fn start_site(site: Router, addr: SocketAddr) -> Result<Server> {
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
    runtime.spawn(axum::serve(listener, site).into_future());
    Ok(Server { runtime, addr })
}

impl Server {
    /// The page's address, with the port that was actually bound.
    pub fn url(&self) -> String {
        format!("http://{}/", self.addr)
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

fn site(root: &Path) -> Router {
    let index = ServeFile::new(root.join("index.html"));
    Router::new()
        .route_service("/", index.clone())
        .route_service("/index.html", index)
        .nest_service("/www", ServeDir::new(root.join("www")))
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store"),
        ))
}
