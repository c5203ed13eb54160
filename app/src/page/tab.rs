//! What the browser's tab keeps for the page while it is open, across reloads, and for no
//! other tab (a page's `sessionStorage`): whether this tab runs on the user's own settings,
//! and the text of a file too long for the address, under the key the address names.

use std::cell::RefCell;
use std::collections::HashMap;

/// The key under which a tab notes that it runs on the user's own settings.
pub const OWN_SETTINGS: &str = "snakescope.own-settings";

/// The key under which a tab keeps the text of the file whose link names `kept=KEY`.
pub fn file_key(key: &str) -> String {
    format!("snakescope.file.{key}")
}

/// A tab's store: text under keys, kept while the tab is open (a reload included).
pub trait TabStore {
    /// The text under `key`, if the tab keeps one.
    fn get(&self, key: &str) -> Option<String>;
    /// Keeps `value` under `key`; returns whether it could (a browser may refuse, full).
    fn set(&self, key: &str, value: &str) -> bool;
}

/// A tab's store in memory: what tests use, and a page whose browser keeps nothing.
#[derive(Debug, Default)]
pub struct MemoryTab {
    kept: RefCell<HashMap<String, String>>,
}

impl TabStore for MemoryTab {
    fn get(&self, key: &str) -> Option<String> {
        self.kept.borrow().get(key).cloned()
    }

    fn set(&self, key: &str, value: &str) -> bool {
        self.kept
            .borrow_mut()
            .insert(key.to_owned(), value.to_owned());
        true
    }
}

/// A tab shared, as the pages one tab opens in turn share it (a reload).
impl<T: TabStore + ?Sized> TabStore for std::rc::Rc<T> {
    fn get(&self, key: &str) -> Option<String> {
        (**self).get(key)
    }

    fn set(&self, key: &str, value: &str) -> bool {
        (**self).set(key, value)
    }
}
