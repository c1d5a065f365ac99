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

/// Every judgement's log line says what the judgement did, and the effect it announces is the one that
/// followed: random games with generals and the EX cards, every judgement checked against the events
/// after it, and its line checked in every language.
#[test]
fn every_judgement_log_line_matches_the_effect_that_followed() {
    use sanguosha::rules::{CardKind, Event, Game, Nature, Phase, ReasonBy, Setup, SkillId, Zone, agent};
    use std::collections::BTreeMap;
    let locs: Vec<Localizer> = LANGS.iter().map(|l| Localizer::new(l).unwrap()).collect();
    // The word each language uses for "did nothing" (the reported bug: 乐不思蜀 printed 未生效 when it
    // took effect).
    let no_effect_marker = |lang: &str| match lang {
        "zh-Hans" | "zh-Hant" => "未生效",
        "ja" => "不発",
        _ => "no effect",
    };
    let mut seen: BTreeMap<(String, bool), u32> = BTreeMap::new();
    for seed in 0..600u64 {
        let players = 2 + (seed % 7) as u8;
        let mut g = Game::new(Setup::identity(players, true, seed % 3 == 0), seed).unwrap();
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(seed);
        let mut ev: Vec<Event> = Vec::new();
        loop {
            ev.extend(g.drain_events().into_iter().map(|l| l.event));
            let Some(r) = g.pending().cloned() else { break };
            g.submit(r.seat, agent::random_answer(&r, &mut rng)).unwrap();
            assert!(g.turn_count() < 3_000, "seed {seed}");
        }
        for (i, e) in ev.iter().enumerate() {
            let Event::JudgementResult { seat, card, reason, effect } = *e else { continue };
            let seat_ = seat;
            let after = &ev[i + 1..];
            // Events up to the next judgement or phase: what this judgement caused happens there.
            let until = |stop: &dyn Fn(&Event) -> bool| -> &[Event] {
                let n = after.iter().position(stop).unwrap_or(after.len());
                &after[..n]
            };
            let near = until(&|e| {
                matches!(e, Event::JudgementResult { .. } | Event::PhaseStarted { .. } | Event::TurnStarted { .. })
            });
            let ended = |w: &[Event]| w.iter().any(|e| matches!(e, Event::GameOver { .. } | Event::Died { .. }));
            let what = format!("seed {seed}: {e:?}");
            let id = match reason {
                ReasonBy::Card(CardKind::Indulgence) => {
                    let turn = until(&|e| matches!(e, Event::TurnStarted { .. }));
                    let skipped = turn
                        .iter()
                        .any(|e| matches!(e, Event::PhaseSkipped { seat, phase: Phase::Play } if *seat == seat_));
                    if !ended(turn) {
                        assert_eq!(effect, skipped, "{what}: play phase skipped = {skipped}");
                    }
                    "indulgence"
                }
                ReasonBy::Card(CardKind::Lightning) => {
                    let struck = near
                        .iter()
                        .any(|e| matches!(e, Event::Damage { source: None, amount: 3, nature: Nature::Thunder, .. }));
                    assert_eq!(effect, struck, "{what}: thunder damage = {struck}");
                    "lightning"
                }
                ReasonBy::Card(CardKind::EightDiagram) => {
                    let jink = near.iter().any(|e| match e {
                        Event::CardUsed { user: s, kind: CardKind::Jink, via: Some(SkillId::EightDiagram), .. }
                        | Event::CardPlayed {
                            seat: s, kind: CardKind::Jink, via: Some(SkillId::EightDiagram), ..
                        } => *s == seat_,
                        _ => false,
                    });
                    assert_eq!(effect, jink, "{what}: 闪 from 八卦阵 = {jink}");
                    "eight_diagram"
                }
                ReasonBy::Skill(SkillId::Luoshen) => {
                    let kept = near.iter().any(
                        |e| matches!(e, Event::CardsMoved { cards, to: Zone::Hand(s), .. } if *s == seat_ && cards.contains(&card)),
                    );
                    if !ended(near) {
                        assert_eq!(effect, kept, "{what}: judge card kept = {kept}");
                    }
                    "luoshen"
                }
                ReasonBy::Skill(SkillId::Ganglie) => {
                    // The damage source is the one of the damage 刚烈 answers.
                    let src = ev[..i].iter().rev().find_map(|e| match e {
                        Event::Damage { source, target, .. } if *target == seat_ => Some(*source),
                        _ => None,
                    });
                    let window = until(&|e| matches!(e, Event::PhaseStarted { .. } | Event::CardUsed { .. }));
                    let paid = match src.flatten() {
                        Some(src) => window.iter().any(|e| match e {
                            Event::Damage { source: Some(s), target, .. } => *s == seat_ && *target == src,
                            Event::CardsMoved { from: Zone::Hand(s), to: Zone::Discard, count: 2, .. } => *s == src,
                            _ => false,
                        }),
                        None => false,
                    };
                    if !ended(window) && src.flatten().is_some() {
                        assert_eq!(effect, paid, "{what}: the source paid = {paid}");
                    }
                    "ganglie"
                }
                ReasonBy::Skill(SkillId::Tieji) => {
                    // A red judgement: the 杀 cannot be dodged (at least not by anyone it was judged for).
                    let dodged = until(&|e| matches!(e, Event::CardUsed { .. } | Event::PhaseStarted { .. }))
                        .iter()
                        .filter(|e| matches!(e, Event::SlashDodged { source, .. } if *source == seat_))
                        .count();
                    let judged = ev[..i]
                        .iter()
                        .rev()
                        .take_while(|e| !matches!(e, Event::CardUsed { .. }))
                        .filter(|e| matches!(e, Event::JudgementResult { reason: ReasonBy::Skill(SkillId::Tieji), .. }))
                        .count();
                    if effect && judged == 0 {
                        // The first (or only) judgement of this 杀: with one target, no dodge at all.
                        let single = ev[..i].iter().rev().find_map(|e| match e {
                            Event::CardUsed { targets, .. } => Some(targets.len() == 1),
                            _ => None,
                        });
                        if single == Some(true) {
                            assert_eq!(dodged, 0, "{what}: dodged after a red 铁骑");
                        }
                    }
                    "tieji"
                }
                other => panic!("{what}: {other:?} judges, but the log has no line saying what it does"),
            };
            *seen.entry((id.to_string(), effect)).or_default() += 1;
            for (lang, loc) in LANGS.iter().zip(&locs) {
                let line = loc.event(e);
                let name = loc.reason_name(reason);
                assert!(line.contains(&name), "{lang}: «{line}» does not name {name}");
                assert_eq!(
                    line.contains(no_effect_marker(lang)),
                    !effect,
                    "{lang}: «{line}» for {what} says the opposite of what happened"
                );
                // Not the generic wording: each judging card and skill says what its effect is.
                if effect || matches!(id, "indulgence" | "lightning") {
                    let generic = loc.tr(
                        "log-judgement-result",
                        &[
                            ("seat", loc.seat(seat).into()),
                            ("card", loc.card(card).into()),
                            ("reason", name.clone().into()),
                            ("by", "something-else".into()),
                            ("effect", (if effect { "yes" } else { "no" }).into()),
                        ],
                    );
                    assert_ne!(line, generic, "{lang}: {id} has no line of its own");
                }
            }
        }
    }
    // Every judging card and skill came up both ways, so the checks above were all exercised.
    for id in ["indulgence", "lightning", "eight_diagram", "luoshen", "ganglie", "tieji"] {
        for effect in [true, false] {
            assert!(seen.get(&(id.to_string(), effect)).copied().unwrap_or(0) > 0, "{id} effect={effect}: {seen:?}");
        }
    }
}

#[test]
fn converted_and_virtual_cards_name_their_source_and_other_log_wording() {
    use sanguosha::rules::{CardId, CardKind, Choice, Event, ReasonBy, SkillId, Suit};
    let zh = Localizer::new("zh-Hans").unwrap();
    let en = Localizer::new("en").unwrap();
    let used = |kind, cards: Vec<CardId>, via| Event::CardUsed { user: 0, kind, cards, targets: vec![1, 2], via };
    let duel = used(CardKind::Duel, vec![], Some(SkillId::Lijian));
    assert_eq!(zh.event(&duel), "1号位使用了决斗（离间），目标：2号位、3号位。");
    let jink = Event::CardPlayed { seat: 1, kind: CardKind::Jink, cards: vec![], via: Some(SkillId::EightDiagram) };
    assert_eq!(zh.event(&jink), "2号位打出了闪（八卦阵）。");
    assert_eq!(en.event(&jink), "Seat 2 plays Dodge (Eight Diagram).");
    // 武圣: a red card used as 杀 names the skill and the card.
    let heart_2_jink = CardId::from_data_id(29).unwrap();
    let wusheng = used(CardKind::Slash, vec![heart_2_jink], Some(SkillId::Wusheng));
    assert!(zh.event(&wusheng).contains(&format!("杀（武圣：{}）", zh.card(heart_2_jink))), "{}", zh.event(&wusheng));
    // 激将 with nobody answering, a seat that does not save itself, 反间's named suit.
    let jijiang = Event::NoEffect { kind: CardKind::Slash, target: 0, by: Some(SkillId::Jijiang) };
    assert_eq!(zh.event(&jijiang), "无人响应【激将】，1号位没有得到【杀】。");
    assert_eq!(zh.event(&Event::Declined { seat: 2, dying: 2 }), "3号位没有救自己。");
    let suit =
        Event::OptionChosen { seat: 1, choice: Choice::Suit(Suit::Spade), by: ReasonBy::Skill(SkillId::Fanjian) };
    assert_eq!(zh.event(&suit), "2号位为反间选择了♠。");
    // No card in any locale's log is "(none)".
    for lang in LANGS {
        let loc = Localizer::new(lang).unwrap();
        let none = format!("（{}）", loc.t("none"));
        let none_en = format!("({})", loc.t("none"));
        for e in [&duel, &jink, &wusheng] {
            let line = loc.event(e);
            assert!(!line.contains(&none) && !line.contains(&none_en), "{lang}: {line}");
        }
    }
}
