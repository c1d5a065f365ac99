//! Every locale parses and has every key of the reference locale (zh-Hans); every card, general,
//! skill and log message the engine can produce has its text; no locale line leaves a placeholder.

use sanguosha::i18n::{LANGS, Localizer, parse_ftl, sources};
use sanguosha::rules::data::{CardKind, generals};
use std::collections::BTreeSet;

fn keys(lang: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (path, text) in sources(lang).expect("known language") {
        let res = parse_ftl(path, text).unwrap_or_else(|e| panic!("{e}"));
        for entry in res.entries() {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                out.insert(m.id.name.to_string());
            }
        }
    }
    out
}

#[test]
fn every_locale_has_every_key_of_the_reference() {
    let reference = keys(LANGS[0]);
    assert!(reference.len() > 150);
    for lang in LANGS {
        let k = keys(lang);
        let missing: Vec<_> = reference.difference(&k).collect();
        let extra: Vec<_> = k.difference(&reference).collect();
        assert!(missing.is_empty(), "{lang} misses {missing:?}");
        assert!(extra.is_empty(), "{lang} has keys the reference lacks: {extra:?}");
    }
}

#[test]
fn the_locale_files_on_disk_are_the_embedded_ones() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for lang in LANGS {
        for (path, text) in sources(lang).unwrap() {
            assert_eq!(std::fs::read_to_string(root.join(path)).unwrap(), text, "{path}");
        }
        let on_disk = std::fs::read_dir(root.join("locales").join(lang)).unwrap().count();
        assert_eq!(on_disk, sources(lang).unwrap().len(), "every .ftl file of {lang} is loaded");
    }
}

#[test]
fn names_exist_for_every_card_general_and_skill() {
    for lang in LANGS {
        let loc = Localizer::new(lang).unwrap();
        for k in CardKind::all() {
            assert!(loc.has(&format!("card-{}", k.id())), "{lang}: card {k:?}");
        }
        for g in generals() {
            assert!(loc.has(&format!("general-{}", g.id)), "{lang}: general {}", g.id);
            assert!(loc.has(&format!("general-{}-title", g.id)), "{lang}: title of {}", g.id);
            for s in g.skills {
                assert!(loc.has(&format!("skill-{s}")), "{lang}: skill {s}");
                assert!(loc.has(&format!("skill-{s}-desc")), "{lang}: description of {s}");
            }
        }
    }
}

#[test]
fn every_event_of_a_real_game_formats_without_gaps() {
    use sanguosha::rules::{Game, Setup, agent};
    for lang in LANGS {
        let loc = Localizer::new(lang).unwrap();
        for seed in 0..20 {
            let mut g = Game::new(Setup::identity(5, seed % 2 == 0, true), seed).unwrap();
            let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(seed);
            loop {
                for e in g.drain_events() {
                    let line = loc.event(&e.event);
                    assert!(
                        !line.contains('[') && !line.contains("{$") && !line.is_empty(),
                        "{lang}: {line} for {:?}",
                        e.event
                    );
                }
                let Some(r) = g.pending().cloned() else { break };
                g.submit(r.seat, agent::random_answer(&r, &mut rng)).unwrap();
            }
        }
    }
}

#[test]
fn illegal_answer_reasons_are_localized() {
    use sanguosha::rules::Illegal;
    for lang in LANGS {
        let loc = Localizer::new(lang).unwrap();
        for e in [
            Illegal::GameOver,
            Illegal::NotYourTurn { expected: 1 },
            Illegal::WrongKind,
            Illegal::NotAnOption,
            Illegal::WrongCount { min: 1, max: 2, got: 3 },
            Illegal::Duplicate,
            Illegal::BadTarget(2),
            Illegal::CannotPass,
        ] {
            let text = sanguosha::tui::illegal(&loc, &e);
            assert!(!text.starts_with('['), "{lang}: {e:?}");
        }
    }
}

#[test]
fn a_broken_locale_file_names_its_path_and_line() {
    let err = parse_ftl("locales/xx/ui.ftl", "ok = fine\nbroken line without equals\n").unwrap_err();
    assert_eq!(err.path, "locales/xx/ui.ftl");
    assert_eq!(err.line, 2);
}

#[test]
fn os_locale_picks_the_language() {
    assert_eq!(Localizer::pick_language("ja_JP.UTF-8"), "ja");
    assert_eq!(Localizer::pick_language("zh_TW.UTF-8"), "zh-Hant");
    assert_eq!(Localizer::pick_language("zh_CN.UTF-8"), "zh-Hans");
    assert_eq!(Localizer::pick_language("en_US.UTF-8"), "en");
    assert_eq!(Localizer::pick_language(""), "zh-Hans");
}

#[test]
fn every_character_in_the_locales_has_a_glyph_in_the_shipped_fonts() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for (font, langs) in
        [("NotoSansCJKsc-subset.otf", &["zh-Hans", "zh-Hant", "en"][..]), ("NotoSansCJKjp-subset.otf", &["ja"][..])]
    {
        let path = root.join("assets/fonts").join(font);
        let data = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let face = ttf_parser::Face::parse(&data, 0).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for lang in langs {
            for (file, text) in sources(lang).unwrap() {
                for (n, line) in text.lines().enumerate() {
                    // Message text only (skip comments and placeables' syntax).
                    if line.trim_start().starts_with('#') {
                        continue;
                    }
                    for ch in line.chars().filter(|c| !c.is_ascii() && !c.is_whitespace()) {
                        assert!(
                            face.glyph_index(ch).is_some(),
                            "{file}:{}: '{ch}' (U+{:04X}) has no glyph in {font} — rerun assets/fonts/make-subset.sh",
                            n + 1,
                            ch as u32
                        );
                    }
                }
            }
        }
    }
}
