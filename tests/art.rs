//! The generated art: every picture the data names exists, decodes, has its design size, and the
//! faces and portraits are all different from each other.

use sanguosha::art;
use std::collections::HashMap;
use std::path::PathBuf;

fn assets() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets")
}

/// Decodes a PNG and returns (width, height, RGBA-ish pixels).
fn decode(path: &std::path::Path) -> Result<(u32, u32, Vec<u8>), String> {
    let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut reader = png::Decoder::new(std::io::BufReader::new(file))
        .read_info()
        .map_err(|e| format!("{}: not a PNG ({e})", path.display()))?;
    let size = reader.output_buffer_size().ok_or_else(|| format!("{}: image too large", path.display()))?;
    let mut buf = vec![0; size];
    let info = reader.next_frame(&mut buf).map_err(|e| format!("{}: corrupt PNG ({e})", path.display()))?;
    buf.truncate(info.buffer_size());
    Ok((info.width, info.height, buf))
}

#[test]
fn every_named_picture_exists_decodes_and_has_its_size() {
    let mut problems = Vec::new();
    for (rel, size) in art::manifest() {
        match decode(&assets().join(&rel)) {
            Ok((w, h, px)) => {
                if let Some(s) = size
                    && (w, h) != s
                {
                    problems.push(format!("{rel}: {w}×{h}, expected {}×{}", s.0, s.1));
                }
                // Not blank: many distinct colours (a few hundred for pictures, fewer for icons).
                let colours: std::collections::HashSet<&[u8]> = px.chunks(4).collect();
                if colours.len() < (w as usize * h as usize / 50).min(200) {
                    problems.push(format!("{rel}: only {} colours — blank?", colours.len()));
                }
            }
            Err(e) => problems.push(e),
        }
    }
    assert!(
        problems.is_empty(),
        "art problems (regenerate with `cargo run --release --features artgen --bin artgen`):\n{}",
        problems.join("\n")
    );
}

#[test]
fn faces_and_portraits_are_all_distinct() {
    let mut seen: HashMap<Vec<u8>, String> = HashMap::new();
    for (rel, _) in art::manifest() {
        if !(rel.contains("/cards/") || rel.contains("/generals/")) {
            continue;
        }
        let (_, _, px) = decode(&assets().join(&rel)).unwrap_or_else(|e| panic!("{e}"));
        if let Some(other) = seen.insert(px, rel.clone()) {
            panic!("{rel} is pixel-identical to {other}");
        }
    }
    assert_eq!(seen.len(), 108 + 1 + 27);
}

#[test]
fn the_manifest_covers_every_card_and_general() {
    let m: Vec<String> = art::manifest().into_iter().map(|(p, _)| p).collect();
    assert_eq!(m.iter().filter(|p| p.contains("/cards/")).count(), 109);
    for g in sanguosha::rules::data::generals() {
        assert!(m.contains(&art::portrait(g.id)), "no portrait for {}", g.id);
    }
    assert_eq!(art::card_face(0), "art/cards/001.png");
    assert_eq!(art::card_face(107), "art/cards/108.png");
}
