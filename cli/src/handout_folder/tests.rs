use super::*;

fn scratch(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("snakescope-handout-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = files::list_folder(dir, None)
        .unwrap()
        .entries
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn files_of(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

fn marker_names(dir: &Path) -> Vec<String> {
    let text = files::read_text(&dir.join(MARKER), FileKind::HandoutMarker).unwrap();
    parse_marker(&text)
        .unwrap()
        .into_iter()
        .map(|w| w.name)
        .collect()
}

#[test]
fn a_new_folder_appears_whole_only_when_finished_and_is_claimed_again() {
    let dir = scratch("new").join("deeper").join("out");
    let files = files_of(&["index.html", "step-01.svg"]);
    let mut folder = HandoutFolder::claim(&dir, &files, 1000, false).unwrap();
    folder.write("step-01.svg", b"<svg/>").unwrap();
    folder.write("index.html", b"<html>").unwrap();
    assert!(!dir.exists(), "nothing in place before it is whole");
    folder.finish().unwrap();
    assert_eq!(names(&dir), [MARKER, "index.html", "step-01.svg"]);
    assert_eq!(marker_names(&dir), ["step-01.svg", "index.html"]);
    // Its own files are replaced the next time, without --force.
    let mut again = HandoutFolder::claim(&dir, &files, 1000, false).unwrap();
    again.write("index.html", b"<html>2").unwrap();
    again.write("step-01.svg", b"<svg/>2").unwrap();
    again.finish().unwrap();
    assert_eq!(names(&dir), [MARKER, "index.html", "step-01.svg"]);
    assert_eq!(
        std::fs::read_to_string(dir.join("index.html")).unwrap(),
        "<html>2"
    );
    // Changed by hand since: no longer the handout's.
    std::fs::write(dir.join("index.html"), "<html>3").unwrap();
    let err = HandoutFolder::claim(&dir, &files, 1000, false)
        .err()
        .unwrap();
    assert!(
        err.to_string().contains("was not written by snakescope"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(scratch("new"));
}

#[test]
fn a_handout_that_fails_leaves_nothing_behind() {
    let top = scratch("failed");
    let dir = top.join("a").join("b");
    let files = files_of(&["index.html"]);
    {
        let mut folder = HandoutFolder::claim(&dir, &files, 1000, false).unwrap();
        folder.write("index.html", b"<html>").unwrap();
        // Dropped without finishing: a step failed.
    }
    assert!(!top.exists(), "the folders it made are gone too");
    // Into a folder that exists: its files stay as they were.
    std::fs::create_dir_all(&dir).unwrap();
    {
        let mut folder = HandoutFolder::claim(&dir, &files, 1000, false).unwrap();
        folder.write("index.html", b"<html>").unwrap();
    }
    assert!(names(&dir).is_empty(), "{:?}", names(&dir));
    // Too much written: stopped, and nothing left.
    {
        let mut folder = HandoutFolder::claim(&dir, &files, 1000, false).unwrap();
        let big = vec![b'x'; (MAX_HANDOUT_BYTES / 2 + 1) as usize];
        folder.write("index.html", &big).unwrap();
        let err = folder.write("index.html", &big).unwrap_err();
        assert!(err.to_string().contains("was stopped"), "{err}");
    }
    assert!(names(&dir).is_empty());
    let _ = std::fs::remove_dir_all(&top);
}

#[test]
fn a_file_it_did_not_write_is_kept_unless_forced() {
    let dir = scratch("theirs");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("index.html"), "mine").unwrap();
    let files = files_of(&["index.html"]);
    let err = HandoutFolder::claim(&dir, &files, 1000, false)
        .err()
        .unwrap();
    assert!(err.to_string().contains("holds no handout"), "{err}");
    assert_eq!(names(&dir), ["index.html"], "nothing written");
    let mut folder = HandoutFolder::claim(&dir, &files, 1000, true).unwrap();
    folder.write("index.html", b"<html>").unwrap();
    folder.finish().unwrap();
    assert_eq!(names(&dir), [MARKER, "index.html"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_marker_that_no_handout_wrote_is_not_trusted() {
    let dir = scratch("forged");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("notes.txt"), "mine").unwrap();
    let files = files_of(&["index.html", "step-01.svg"]);
    for (marker, why) in [
        (
            "index.html 4 0000000000000000\n../../.bashrc 1 0000000000000000\n",
            "\"../../.bashrc\", which no handout writes",
        ),
        (
            "notes.txt 4 0000000000000000\n",
            "\"notes.txt\", which no handout writes",
        ),
        ("index.html\n", "not a name, a size and a hash"),
    ] {
        std::fs::write(dir.join(MARKER), marker).unwrap();
        let err = HandoutFolder::claim(&dir, &files, 1000, false)
            .err()
            .unwrap()
            .to_string();
        assert!(
            err.contains("that no handout wrote") && err.contains(why),
            "{err}"
        );
    }
    // A marker that is a device, a folder or too large is refused at once, never read.
    #[cfg(unix)]
    {
        std::fs::remove_file(dir.join(MARKER)).unwrap();
        std::os::unix::fs::symlink("/dev/zero", dir.join(MARKER)).unwrap();
        let err = HandoutFolder::claim(&dir, &files, 1000, false)
            .err()
            .unwrap()
            .to_string();
        assert!(err.contains("it is not a regular file"), "{err}");
        std::fs::remove_file(dir.join(MARKER)).unwrap();
    }
    std::fs::File::create(dir.join(MARKER))
        .unwrap()
        .set_len(3 << 30)
        .unwrap();
    let err = HandoutFolder::claim(&dir, &files, 1000, false)
        .err()
        .unwrap()
        .to_string();
    assert!(
        err.contains("handout marker files are limited to 256 KiB"),
        "{err}"
    );
    assert_eq!(names(&dir), [MARKER, "notes.txt"], "nothing written");
    // A marker that lists the user's own file by name: the file is not what a handout wrote.
    std::fs::write(dir.join("index.html"), "mine").unwrap();
    std::fs::write(
        dir.join(MARKER),
        marker_text(&[Written::of("index.html", b"<html>")]),
    )
    .unwrap();
    let err = HandoutFolder::claim(&dir, &files, 1000, false)
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("was not written by snakescope"), "{err}");
    assert_eq!(
        std::fs::read_to_string(dir.join("index.html")).unwrap(),
        "mine"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_folder_in_the_way_a_link_to_nothing_and_too_much_output_are_refused_before_writing() {
    let dir = scratch("folder");
    std::fs::create_dir_all(dir.join("index.html")).unwrap();
    let files = files_of(&["index.html"]);
    let err = HandoutFolder::claim(&dir, &files, 1000, true)
        .err()
        .unwrap();
    assert!(err.to_string().contains("is a folder"), "{err}");
    let err = HandoutFolder::claim(&scratch("big"), &files, MAX_HANDOUT_BYTES + 1, false)
        .err()
        .unwrap();
    assert!(err.to_string().contains("MiB"), "{err}");
    assert!(!scratch("big").exists());
    #[cfg(unix)]
    {
        let link = scratch("dangling");
        std::os::unix::fs::symlink("/nowhere/at/all", &link).unwrap();
        let err = HandoutFolder::claim(&link, &files, 1000, true)
            .err()
            .unwrap()
            .to_string();
        assert!(
            err.contains("is a link to /nowhere/at/all, which does not exist"),
            "{err}"
        );
        std::fs::remove_file(&link).unwrap();
    }
    let err = HandoutFolder::claim(Path::new("/etc"), &files, 1000, true)
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("is a system folder"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
