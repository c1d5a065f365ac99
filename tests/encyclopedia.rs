//! The encyclopedia covers every card, general, skill and glossary term, completely, in every language.

use sanguosha::encyclopedia::{Browser, Topic, index, page, search, term, terms, topics};
use sanguosha::i18n::{LANGS, Localizer};
use sanguosha::rules::GeneralId;
use sanguosha::rules::data::{self, CardKind};
use sanguosha::rules::skills::SkillId;
use std::collections::HashSet;

fn clean(lang: &str, what: &str, s: &str) {
    assert!(!s.trim().is_empty(), "{lang}: empty text in {what}");
    assert!(!s.contains('[') || s.contains("[EX"), "{lang}: missing message in {what}: {s}");
    assert!(!s.contains('{') && !s.contains('}'), "{lang}: unresolved reference in {what}: {s}");
}

#[test]
fn every_card_general_skill_and_term_has_a_complete_page_in_every_language() {
    for lang in LANGS {
        let loc = Localizer::new(lang).unwrap();
        for t in topics() {
            for key in t.keys() {
                assert!(loc.has(&key), "{lang}: {t:?} needs {key}");
            }
            let p = page(&loc, t);
            let what = format!("{t:?}");
            clean(lang, &what, &p.title);
            clean(lang, &what, &p.subtitle);
            assert!(!p.sections.is_empty(), "{lang}: {what} has no text");
            for s in &p.sections {
                clean(lang, &what, &s.text);
                if let Some((h, _)) = &s.heading {
                    clean(lang, &what, h);
                }
            }
            for (k, v) in &p.facts {
                clean(lang, &what, k);
                clean(lang, &what, v);
            }
            for (to, name) in &p.links {
                clean(lang, &what, name);
                assert!(topics().contains(to), "{what} links to {to:?}, which has no page");
            }
        }
    }
}

#[test]
fn the_topics_cover_everything_that_exists() {
    let all: HashSet<Topic> = topics().into_iter().collect();
    for k in CardKind::all() {
        assert!(all.contains(&Topic::Card(k)), "{k:?}");
    }
    for (i, g) in data::generals().iter().enumerate() {
        assert!(all.contains(&Topic::General(GeneralId(i as u8))), "{}", g.id);
        for s in g.skills {
            let id = SkillId::from_id(s).unwrap_or_else(|| panic!("skill {s}"));
            assert!(all.contains(&Topic::Skill(id)), "{s}");
        }
    }
    // The glossary terms the issue names (seed 002).
    for t in ["use", "play", "discard", "distance", "attack-range", "judgement", "dying", "source", "damage"] {
        assert!(term(t).is_some(), "term {t}");
    }
    assert!(terms().count() >= 35);
    assert_eq!(Topic::parse("card:slash"), Some(Topic::Card(CardKind::Slash)));
    assert_eq!(Topic::parse("skill:rende"), Some(Topic::Skill(SkillId::Rende)));
    assert_eq!(Topic::parse("term:distance"), term("distance"));
    assert!(matches!(Topic::parse("general:liubei"), Some(Topic::General(_))));
    assert_eq!(Topic::parse("card:nothing"), None);
    assert_eq!(Topic::parse("slash"), None);
    // The index lists every topic exactly once.
    let loc = Localizer::new("en").unwrap();
    let listed: Vec<Topic> = index(&loc).into_iter().flat_map(|(_, ts)| ts.into_iter().map(|(t, _)| t)).collect();
    assert_eq!(listed.len(), all.len());
    assert_eq!(listed.into_iter().collect::<HashSet<_>>(), all);
}

#[test]
fn card_pages_list_every_copy_in_the_deck() {
    let loc = Localizer::new("en").unwrap();
    let mut total = 0;
    for k in CardKind::all() {
        let p = page(&loc, Topic::Card(k));
        let (label, list) = p.facts.iter().find(|(l, _)| l.contains("in the deck")).expect("copies fact");
        let n = (0..data::FULL_DECK).filter(|&i| data::card_def(i).unwrap().kind == k).count();
        assert!(label.starts_with(&n.to_string()), "{k:?}: {label}");
        assert_eq!(list.split(' ').filter(|w| w.starts_with(['♠', '♥', '♣', '♦'])).count(), n, "{k:?}: {list}");
        total += n;
    }
    assert_eq!(total, data::FULL_DECK);
    // A weapon shows its range; 寒冰剑 is marked EX.
    let ice = page(&loc, Topic::Card(CardKind::IceSword));
    assert!(ice.facts.iter().any(|(l, v)| l == "Attack range" && v == "2"));
    assert!(ice.facts.iter().any(|(_, v)| v.contains("(EX)")));
}

#[test]
fn general_pages_show_their_skills_and_skill_pages_their_generals() {
    let loc = Localizer::new("zh-Hans").unwrap();
    let liubei = GeneralId(data::general_index("liubei").unwrap() as u8);
    let p = page(&loc, Topic::General(liubei));
    assert_eq!(p.title, "刘备");
    let heads: Vec<_> = p.sections.iter().filter_map(|s| s.heading.clone()).collect();
    assert_eq!(heads[0], ("仁德".to_string(), Some(Topic::Skill(SkillId::Rende))));
    assert!(heads[1].0.contains("激将") && heads[1].0.contains("主公技"), "{heads:?}");
    assert!(p.facts.iter().any(|(l, v)| l == "势力" && v == "蜀"));
    let s = page(&loc, Topic::Skill(SkillId::Jijiang));
    assert!(s.links.iter().any(|(t, _)| *t == Topic::General(liubei)));
    assert!(s.subtitle.contains("主公技"));
    let mashu = page(&loc, Topic::Skill(SkillId::Mashu));
    assert!(mashu.subtitle.contains("锁定技"));
    assert_eq!(mashu.links.iter().filter(|(t, _)| matches!(t, Topic::General(_))).count(), 1);
}

#[test]
fn search_finds_names_first_then_texts() {
    let zh = Localizer::new("zh-Hans").unwrap();
    assert_eq!(search(&zh, "杀").first(), Some(&Topic::Card(CardKind::Slash)));
    assert!(search(&zh, "攻击范围").contains(&term("attack-range").unwrap()));
    let en = Localizer::new("en").unwrap();
    assert_eq!(search(&en, "DODGE").first(), Some(&Topic::Card(CardKind::Jink)));
    assert!(search(&en, "   ").is_empty());
    assert!(search(&en, "zzzz-nothing").is_empty());
    let ja = Localizer::new("ja").unwrap();
    assert_eq!(search(&ja, "明察秋毫").first(), Some(&Topic::Card(CardKind::Nullification)));
}

#[test]
fn the_browser_goes_back_and_forward() {
    let mut b = Browser::default();
    assert_eq!(b.current(), None);
    assert!(!b.can_back());
    let slash = Topic::Card(CardKind::Slash);
    let range = term("attack-range").unwrap();
    let dist = term("distance").unwrap();
    b.open(slash);
    b.open(range);
    b.open(range); // opening the page on screen again adds nothing
    b.open(dist);
    b.back();
    b.back();
    assert_eq!(b.current(), Some(slash));
    assert!(!b.can_back());
    b.forward();
    assert_eq!(b.current(), Some(range));
    b.open(Topic::Card(CardKind::Peach)); // forgets what was ahead
    assert!(!b.can_forward());
    b.back();
    assert_eq!(b.current(), Some(range));
}
