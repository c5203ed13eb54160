use super::*;
use std::fs;

/// A file in a folder of this run of the tests alone, so that two runs at once share nothing.
fn scratch(name: &str) -> PathBuf {
    static RUN: std::sync::OnceLock<u128> = std::sync::OnceLock::new();
    let run = RUN.get_or_init(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos())
    });
    let dir = std::env::temp_dir().join(format!("snakescope-files-{run}"));
    fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let _ = fs::remove_file(&path);
    path
}

#[test]
fn every_kind_has_its_limit_in_the_table() {
    for (kind, limit) in LIMITS {
        assert_eq!(kind.limit(), limit, "{kind:?}");
    }
    assert_eq!(FileKind::Scenario.limit(), 1 << 20);
    assert_eq!(FileKind::Game.limit(), 64 << 20);
}

#[test]
fn a_file_is_read_up_to_its_limit_and_refused_one_byte_past_it() {
    let path = scratch("limit.ron");
    let limit = FileKind::HandoutMarker.limit() as usize;
    fs::write(&path, "a".repeat(limit)).unwrap();
    assert_eq!(
        read_text(&path, FileKind::HandoutMarker).unwrap().len(),
        limit
    );
    fs::write(&path, "a".repeat(limit + 1)).unwrap();
    let err = read_text(&path, FileKind::HandoutMarker).unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "{} is 256.0 KiB (262145 bytes); handout marker files are limited to 256 KiB",
            path.display()
        )
    );
    fs::remove_file(&path).unwrap();
}

#[test]
fn a_file_over_the_limit_is_refused_by_its_size_before_it_is_read() {
    // Sparse: 3 GiB of nothing on disk, refused at once by its size.
    let path = scratch("sparse.game.ron");
    File::create(&path).unwrap().set_len(3 << 30).unwrap();
    for kind in [FileKind::Game, FileKind::HandoutMarker, FileKind::Lesson] {
        let err = read_text(&path, kind).unwrap_err();
        assert!(
            matches!(err, ReadError::TooLarge { bytes, .. } if bytes == 3 << 30),
            "{err}"
        );
    }
    assert_eq!(
        read_text(&path, FileKind::Game).unwrap_err().to_string(),
        format!(
            "{} is 3072 MiB (3221225472 bytes); saved game files are limited to 64 MiB",
            path.display()
        )
    );
    fs::remove_file(&path).unwrap();
}

#[test]
fn text_that_is_not_utf8_is_refused_at_its_first_bad_byte() {
    let path = scratch("latin1.ron");
    fs::write(&path, b"Lesson(\n  title: \"Li\xe7\xe3o\",\n)").unwrap();
    let err = read_text(&path, FileKind::Lesson).unwrap_err();
    assert!(
        matches!(
            err,
            ReadError::NotUtf8 {
                line: 2,
                col: 13,
                offset: 20,
                kind: FileKind::Lesson,
                ..
            }
        ),
        "{err:?}"
    );
    assert!(err.to_string().ends_with("lesson files are UTF-8"), "{err}");
    fs::remove_file(&path).unwrap();
}

#[cfg(unix)]
#[test]
fn a_link_to_a_file_is_read_and_a_folder_a_device_a_pipe_or_a_dangling_link_are_not() {
    let path = scratch("target.ron");
    fs::write(&path, "Scenario()").unwrap();
    let link = scratch("link.ron");
    std::os::unix::fs::symlink(&path, &link).unwrap();
    assert_eq!(read_text(&link, FileKind::Scenario).unwrap(), "Scenario()");
    fs::remove_file(&path).unwrap();
    let err = read_text(&link, FileKind::Scenario).unwrap_err();
    assert!(err.is_missing(), "{err}");
    fs::remove_file(&link).unwrap();

    let folder = std::env::temp_dir();
    let err = read_text(&folder, FileKind::Scenario).unwrap_err();
    assert!(
        matches!(
            err,
            ReadError::NotAFile {
                found: NotRegular::Folder,
                ..
            }
        ),
        "{err}"
    );
    let err = read_text(Path::new("/dev/zero"), FileKind::HandoutMarker).unwrap_err();
    assert!(
        matches!(
            err,
            ReadError::NotAFile {
                found: NotRegular::Device,
                ..
            }
        ),
        "{err}"
    );
    assert_eq!(read_head(Path::new("/dev/zero")), None);
    assert!(
        err.to_string()
            .contains("is a device or a socket, not a file"),
        "{err}"
    );
}

#[cfg(unix)]
#[test]
fn a_named_pipe_is_refused_without_waiting_for_a_writer() {
    let path = scratch("pipe.game.ron");
    let c = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
    // SAFETY: a valid NUL-terminated path; mkfifo only creates the pipe.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    let err = read_text(&path, FileKind::Game).unwrap_err();
    assert!(
        matches!(
            err,
            ReadError::NotAFile {
                found: NotRegular::Pipe,
                ..
            }
        ),
        "{err}"
    );
    assert_eq!(read_head(&path), None);
    // Opened directly (as if it had been put there after the look): no wait either.
    let file = open_without_waiting(&path).unwrap();
    assert!(!file.metadata().unwrap().is_file());
    fs::remove_file(&path).unwrap();
}

#[test]
fn the_head_is_the_first_bytes_read_leniently() {
    let path = scratch("head.ron");
    let mut text = b"Game(\xff".to_vec();
    text.extend(std::iter::repeat_n(b'x', 10_000));
    fs::write(&path, &text).unwrap();
    let head = read_head(&path).unwrap();
    assert!(head.starts_with("Game(\u{fffd}x"), "{head:.10}");
    assert_eq!(head.chars().count(), HEAD_BYTES as usize);
    fs::remove_file(&path).unwrap();
}

#[test]
fn a_folder_is_listed_by_extension_in_order_and_a_file_is_not_a_folder() {
    let dir = scratch("listed");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("sub.ron")).unwrap();
    for name in ["b.ron", "a.RON", "notes.txt"] {
        fs::write(dir.join(name), "x").unwrap();
    }
    let listing = list_folder(&dir, Some("ron")).unwrap();
    assert_eq!(listing.entries, [dir.join("a.RON"), dir.join("b.ron")]);
    assert!(!listing.cut_short);
    let all = list_folder(&dir, None).unwrap();
    assert_eq!(all.entries.len(), 4);
    let err = list_folder(&dir.join("b.ron"), Some("ron")).unwrap_err();
    assert!(matches!(err, ReadError::NotAFolder { .. }), "{err}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn sizes_are_said_in_their_unit() {
    assert_eq!(size_words(2_411_725), "2.3 MiB");
    assert_eq!(size_words(1 << 20), "1 MiB");
    assert_eq!(size_words(256 << 10), "256 KiB");
    assert_eq!(size_words(1536), "1.5 KiB");
    assert_eq!(size_words(12), "12 bytes");
}
