//! The browser tab's `sessionStorage` as the page's [`TabStore`]: kept while the tab is
//! open, across reloads, and for no other tab.

use crate::page::tab::TabStore;

/// The tab's `sessionStorage`.
pub struct SessionTab;

impl SessionTab {
    fn storage() -> Option<web_sys::Storage> {
        web_sys::window()?.session_storage().ok()?
    }
}

impl TabStore for SessionTab {
    fn get(&self, key: &str) -> Option<String> {
        SessionTab::storage()?.get_item(key).ok()?
    }

    fn set(&self, key: &str, value: &str) -> bool {
        SessionTab::storage().is_some_and(|s| s.set_item(key, value).is_ok())
    }
}
