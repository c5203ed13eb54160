//! Files in a web page, which reads a file only when the user hands it over and writes none:
//! the browser's file picker (Open…) and files dropped on the page, which arrive later, read
//! in the background, and wait here until the next frame takes them as
//! [`Request::Received`] (the opening a file of that name gets on the desktop); and
//! downloads, for every save and export.

use crate::command::files::Request;
use eframe::wasm_bindgen::JsCast as _;
use eframe::wasm_bindgen::closure::Closure;
use snakescope_core::scenario::SaveError;
use std::cell::RefCell;
use std::path::Path;

/// A file read: its name and bytes, or why they could not be read.
type Arrival = (String, Result<Vec<u8>, String>);

thread_local! {
    /// Files read and not yet taken.
    static INBOX: RefCell<Vec<Arrival>> = const { RefCell::new(Vec::new()) };
    /// The app's context, to draw a frame when a file arrives.
    static CONTEXT: RefCell<Option<egui::Context>> = const { RefCell::new(None) };
}

/// Remembers the app's context, so that a file arriving draws a frame to open it.
pub fn attach(ctx: &egui::Context) {
    CONTEXT.with(|c| *c.borrow_mut() = Some(ctx.clone()));
}

/// The files that arrived since the last call, as requests to open them.
pub fn received() -> Vec<Request> {
    INBOX
        .with(|inbox| std::mem::take(&mut *inbox.borrow_mut()))
        .into_iter()
        .map(|(name, bytes)| Request::Received { name, bytes })
        .collect()
}

fn deliver(name: String, bytes: Result<Vec<u8>, String>) {
    INBOX.with(|inbox| inbox.borrow_mut().push((name, bytes)));
    CONTEXT.with(|c| {
        if let Some(ctx) = &*c.borrow() {
            ctx.request_repaint();
        }
    });
}

/// Reads the files dropped on the page this frame in the background (a page reads a file
/// only asynchronously); each arrives as a [`Request::Received`].
pub fn read_dropped(ctx: &egui::Context) {
    let dropped = ctx.input(|i| i.raw.dropped_files.clone());
    for file in dropped {
        wasm_bindgen_futures::spawn_local(async move {
            let name = file.path().to_string_lossy().into_owned();
            let bytes = file.bytes_async().await;
            deliver(name, bytes);
        });
    }
}

/// Opens the browser's file picker for a `.ron` file; the file picked arrives as a
/// [`Request::Received`]. `Err` says why the picker could not open.
pub fn pick_file() -> Result<(), String> {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("the page has no document")?;
    let input = document
        .create_element("input")
        .ok()
        .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
        .ok_or("the page could not make a file picker")?;
    input.set_type("file");
    input.set_accept(".ron,.map");
    let picker = input.clone();
    let on_change = Closure::<dyn FnMut()>::new(move || {
        let Some(file) = picker.files().and_then(|list| list.get(0)) else {
            return;
        };
        wasm_bindgen_futures::spawn_local(async move {
            let bytes = wasm_bindgen_futures::JsFuture::from(file.array_buffer())
                .await
                .map(|buffer| js_sys::Uint8Array::new(&buffer).to_vec())
                .map_err(|e| format!("the browser could not read it ({e:?})"));
            deliver(file.name(), bytes);
        });
    });
    input.set_onchange(Some(on_change.as_ref().unchecked_ref()));
    // The picker may answer long after this returns: the handler lives as long as the page.
    on_change.forget();
    input.click();
    Ok(())
}

/// Hands `bytes` to the browser as a download named as `path`'s file: a page writes no file
/// itself. The error says what failed, as a save's does.
pub fn download(path: &Path, bytes: &[u8]) -> Result<(), SaveError> {
    let failed = |step: &str, why: String| SaveError::Io {
        path: path.to_owned(),
        step: step.to_owned(),
        cause: std::io::Error::other(why),
    };
    let Some(name) = path.file_name() else {
        return Err(SaveError::NotAFilePath {
            path: path.to_owned(),
        });
    };
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| failed("finding the page", "the page has no document".into()))?;
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let blob = web_sys::Blob::new_with_u8_array_sequence(&parts)
        .map_err(|e| failed("making the file's contents", format!("{e:?}")))?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)
        .map_err(|e| failed("making a link to the file", format!("{e:?}")))?;
    let link = document
        .create_element("a")
        .ok()
        .and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok())
        .ok_or_else(|| failed("making a link to the file", "no link element".into()))?;
    link.set_href(&url);
    link.set_download(&name.to_string_lossy());
    link.click();
    // The browser has started the download; the link's memory goes once it has the bytes.
    let revoke = Closure::once_into_js(move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    });
    if let Some(window) = web_sys::window() {
        let _ = window
            .set_timeout_with_callback_and_timeout_and_arguments_0(revoke.unchecked_ref(), 60_000);
    }
    Ok(())
}
