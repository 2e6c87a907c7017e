//! The static file server behind `cargo xtask serve` and the end-to-end tests: `index.html`
//! and `www/`, nothing else from the repository, never cached so a rebuild shows on reload.

use std::net::SocketAddr;
use std::path::Path;

use anyhow::{Context, Result};
use axum::http::{header, HeaderValue};
use axum::Router;
use tokio::net::TcpListener;
use tower_http::services::{ServeDir, ServeFile};
use tower_http::set_header::SetResponseHeaderLayer;

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

async fn bind(addr: SocketAddr) -> Result<TcpListener> {
    TcpListener::bind(addr).await.with_context(|| {
        format!("cannot listen on {addr}: is the port in use? Pass --port N to use another")
    })
}

/// Serves the site on `addr` until Ctrl-C.
pub fn serve_forever(root: &Path, addr: SocketAddr) -> Result<()> {
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let listener = bind(addr).await?;
        println!(
            "bitdoku is running at http://{}/ (Ctrl-C stops it)",
            listener.local_addr()?
        );
        axum::serve(listener, site(root))
            .with_graceful_shutdown(async {
                let _ = tokio::signal::ctrl_c().await;
            })
            .await
            .context("the server stopped")
    })
}

/// Serves the site on a free port of 127.0.0.1 from a background thread, for as long as this
/// process runs, and returns the address.
pub fn serve_in_background(root: &Path) -> Result<SocketAddr> {
    let runtime = tokio::runtime::Runtime::new()?;
    let listener = runtime.block_on(bind(SocketAddr::from(([127, 0, 0, 1], 0))))?;
    let addr = listener.local_addr()?;
    let app = site(root);
    std::thread::spawn(move || runtime.block_on(async { axum::serve(listener, app).await }));
    Ok(addr)
}
