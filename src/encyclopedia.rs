//! The encyclopedia: a page for every card, general, skill and rules term, built from the game data and
//! the Fluent texts (`locales/<lang>/encyclopedia.ftl`, skill texts in `generals.ftl`). Pure: the client
//! draws the pages, tests check that every page is complete in every language.

use crate::i18n::Localizer;
use crate::rules::data::{self, CardKind, Faction, Gender, Subtype};
use crate::rules::skills::SkillId;
use crate::rules::{CardId, GeneralId};

/// Something the encyclopedia has a page about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Topic {
    Card(CardKind),
    General(GeneralId),
    Skill(SkillId),
    /// A rules term: an id from [`TERM_GROUPS`] (locale keys `term-<id>` and `term-<id>-desc`).
    Term(&'static str),
}

/// The glossary (after seed 002, reduced to what the Standard identity game uses), in groups.
pub const TERM_GROUPS: &[(&str, &[&str])] = &[
    ("cards", &["basic-card", "trick-card", "delayed-trick", "equipment", "suit-color", "rank"]),
    ("zones", &["hand", "equip-area", "judge-area", "deck"]),
    ("values", &["hp", "hand-limit", "distance", "attack-range"]),
    ("turn", &["turn", "phase"]),
    ("actions", &["use", "play", "response", "discard", "obtain", "give", "draw", "judgement", "treat-as"]),
    ("life", &["damage", "source", "lose-hp", "recover", "dying", "death"]),
    ("skills", &["skill", "compulsory", "lord-skill", "ignore", "offset"]),
    ("roles", &["role", "victory", "reward-penalty"]),
];

/// Every term id, in glossary order.
pub fn terms() -> impl Iterator<Item = &'static str> {
    TERM_GROUPS.iter().flat_map(|(_, ts)| ts.iter().copied())
}

/// The term with this id, as a topic (`None` if there is no such term).
pub fn term(id: &str) -> Option<Topic> {
    terms().find(|t| *t == id).map(Topic::Term)
}

/// Every topic: cards, generals, skills, terms.
pub fn topics() -> Vec<Topic> {
    let mut v: Vec<Topic> = CardKind::all().map(Topic::Card).collect();
    v.extend((0..data::generals().len()).map(|i| Topic::General(GeneralId(i as u8))));
    v.extend(SkillId::GENERAL.iter().copied().map(Topic::Skill));
    v.extend(terms().map(Topic::Term));
    v
}

/// A block of text, with an optional heading that may link to another page.
#[derive(Clone, Debug, PartialEq)]
pub struct Section {
    pub heading: Option<(String, Option<Topic>)>,
    pub text: String,
}

/// One page, ready to draw.
#[derive(Clone, Debug, PartialEq)]
pub struct Page {
    pub topic: Topic,
    pub title: String,
    pub subtitle: String,
    /// Short labelled facts (type, range, copies, faction, HP …).
    pub facts: Vec<(String, String)>,
    pub sections: Vec<Section>,
    /// "See also": other pages.
    pub links: Vec<(Topic, String)>,
}

pub(crate) fn subtype_id(s: Subtype) -> &'static str {
    match s {
        Subtype::Basic => "basic",
        Subtype::Trick => "trick",
        Subtype::DelayedTrick => "delayed_trick",
        Subtype::Weapon => "weapon",
        Subtype::Armor => "armor",
        Subtype::DefensiveHorse => "defensive_horse",
        Subtype::OffensiveHorse => "offensive_horse",
    }
}

/// The terms a card's page points to.
fn card_terms(k: CardKind) -> &'static [&'static str] {
    use CardKind::*;
    match k {
        Slash => &["attack-range", "use", "damage", "offset"],
        Jink => &["offset", "response", "play"],
        Peach => &["recover", "dying"],
        Duel => &["play", "damage", "source"],
        Dismantlement => &["discard", "equip-area", "judge-area"],
        Snatch => &["distance", "obtain"],
        ExNihilo => &["draw"],
        Collateral => &["attack-range", "give"],
        AmazingGrace => &["obtain", "deck"],
        GodSalvation => &["recover"],
        SavageAssault | ArcheryAttack => &["play", "response", "damage"],
        Nullification => &["offset", "trick-card", "response"],
        Indulgence => &["delayed-trick", "judgement", "phase"],
        Lightning => &["delayed-trick", "judgement", "damage", "source"],
        QinggangSword => &["equipment", "attack-range", "ignore"],
        EightDiagram => &["equipment", "judgement", "treat-as"],
        RenwangShield => &["equipment", "offset"],
        Spear => &["equipment", "attack-range", "treat-as"],
        k if k.subtype() == Subtype::Weapon => &["equipment", "attack-range"],
        _ => &["equipment", "distance"],
    }
}

/// Related terms of each term (its "see also").
fn term_links(t: &str) -> &'static [&'static str] {
    match t {
        "basic-card" => &["trick-card", "equipment"],
        "trick-card" => &["delayed-trick", "offset", "basic-card"],
        "delayed-trick" => &["judge-area", "judgement", "trick-card"],
        "equipment" => &["equip-area", "attack-range", "distance"],
        "suit-color" => &["rank", "judgement"],
        "rank" => &["suit-color"],
        "hand" => &["hand-limit", "discard"],
        "equip-area" => &["equipment"],
        "judge-area" => &["delayed-trick", "judgement"],
        "deck" => &["draw", "discard"],
        "hp" => &["damage", "lose-hp", "recover", "dying"],
        "hand-limit" => &["hp", "phase", "discard"],
        "distance" => &["attack-range", "equipment"],
        "attack-range" => &["distance", "equipment"],
        "turn" => &["phase"],
        "phase" => &["turn", "draw", "hand-limit"],
        "use" => &["play", "response", "treat-as"],
        "play" => &["use", "response"],
        "response" => &["use", "play", "offset"],
        "discard" => &["obtain", "deck"],
        "obtain" => &["give", "hand"],
        "give" => &["obtain"],
        "draw" => &["deck", "phase"],
        "judgement" => &["suit-color", "delayed-trick", "deck"],
        "treat-as" => &["use", "play", "suit-color"],
        "damage" => &["source", "hp", "dying"],
        "source" => &["damage", "reward-penalty"],
        "lose-hp" => &["damage", "hp"],
        "recover" => &["hp", "dying"],
        "dying" => &["recover", "death", "hp"],
        "death" => &["dying", "reward-penalty", "victory"],
        "skill" => &["compulsory", "lord-skill"],
        "compulsory" => &["skill"],
        "lord-skill" => &["skill", "role"],
        "ignore" => &["equipment"],
        "offset" => &["response", "trick-card"],
        "role" => &["victory", "reward-penalty", "lord-skill"],
        "victory" => &["role", "death"],
        "reward-penalty" => &["death", "source", "role"],
        _ => &[],
    }
}

/// The generals that have `skill`.
pub fn owners(skill: SkillId) -> Vec<GeneralId> {
    (0..data::generals().len()).map(|i| GeneralId(i as u8)).filter(|g| g.skills().contains(&skill)).collect()
}

/// The suit and rank of every copy of a card, e.g. "♠A ♥Q (EX)".
fn copies(loc: &Localizer, k: CardKind) -> (usize, String) {
    let list: Vec<String> = (0..data::FULL_DECK)
        .filter_map(|i| data::card_def(i).filter(|d| d.kind == k).map(|d| (i, d)))
        .map(|(i, d)| {
            let face = format!("{}{}", loc.t(&format!("suit-{}", d.suit.id())), Localizer::rank(d.rank));
            if data::Package::of_index(i) == Some(data::Package::Ex) {
                format!("{face} ({})", loc.t("help-ex"))
            } else {
                face
            }
        })
        .collect();
    (list.len(), list.join(" "))
}

/// The physical card whose art shows a card kind (its first copy).
pub fn picture_card(k: CardKind) -> Option<CardId> {
    (0..data::FULL_DECK).find(|&i| data::card_def(i).is_some_and(|d| d.kind == k)).map(|i| CardId(i as u8))
}

impl Topic {
    /// The topic's name in `loc`'s language.
    pub fn name(self, loc: &Localizer) -> String {
        match self {
            Topic::Card(k) => loc.kind(k),
            Topic::General(g) => loc.general(g),
            Topic::Skill(s) => loc.skill(s),
            Topic::Term(t) => loc.t(&format!("term-{t}")),
        }
    }

    /// A topic from text such as `card:slash`, `general:liubei`, `skill:rende` or `term:distance`.
    pub fn parse(text: &str) -> Option<Topic> {
        let (what, id) = text.split_once(':')?;
        match what {
            "card" => CardKind::all().find(|k| k.id() == id).map(Topic::Card),
            "general" => data::general_index(id).map(|i| Topic::General(GeneralId(i as u8))),
            "skill" => SkillId::from_id(id).map(Topic::Skill),
            "term" => term(id),
            _ => None,
        }
    }

    /// Every locale key the page of this topic reads (the locale test checks them all).
    pub fn keys(self) -> Vec<String> {
        match self {
            Topic::Card(k) => vec![format!("card-{}", k.id()), format!("card-{}-desc", k.id())],
            Topic::General(g) => {
                let id = g.def().id;
                let mut v = vec![format!("general-{id}"), format!("general-{id}-title")];
                v.extend(g.skills().iter().flat_map(|s| Topic::Skill(*s).keys()));
                v
            }
            Topic::Skill(s) => vec![format!("skill-{}", s.id()), format!("skill-{}-desc", s.id())],
            Topic::Term(t) => vec![format!("term-{t}"), format!("term-{t}-desc")],
        }
    }
}

/// Builds the page of `topic` in `loc`'s language.
pub fn page(loc: &Localizer, topic: Topic) -> Page {
    let mut facts = Vec::new();
    let mut sections = Vec::new();
    let mut links = Vec::new();
    let link_terms = |links: &mut Vec<(Topic, String)>, ts: &[&str]| {
        for t in ts {
            if let Some(tp) = term(t) {
                links.push((tp, tp.name(loc)));
            }
        }
    };
    let subtitle = match topic {
        Topic::Card(k) => {
            let sub = loc.t(&format!("subtype-{}", subtype_id(k.subtype())));
            facts.push((loc.t("help-type"), sub.clone()));
            if k.subtype() == Subtype::Weapon {
                facts.push((loc.t("help-range"), k.info().range.to_string()));
            }
            let (n, list) = copies(loc, k);
            facts.push((loc.tr("help-copies", &[("n", (n as i64).into())]), list));
            sections.push(Section { heading: None, text: loc.t(&format!("card-{}-desc", k.id())) });
            link_terms(&mut links, card_terms(k));
            sub
        }
        Topic::General(g) => {
            let d = g.def();
            facts.push((loc.t("help-faction"), loc.t(&format!("faction-{}", crate::art::faction_id(d.faction)))));
            let gender = match d.gender {
                Gender::Male => "help-male",
                Gender::Female => "help-female",
            };
            facts.push((loc.t("help-gender"), loc.t(gender)));
            facts.push((loc.t("help-hp"), d.hp.to_string()));
            for s in g.skills() {
                let mut name = loc.skill(s);
                if s.is_lord() {
                    name = format!("{name} ({})", loc.t("term-lord-skill"));
                }
                sections.push(Section {
                    heading: Some((name, Some(Topic::Skill(s)))),
                    text: loc.t(&format!("skill-{}-desc", s.id())),
                });
            }
            if g.skills().iter().any(|s| s.is_lord()) {
                link_terms(&mut links, &["lord-skill"]);
            }
            if g.skills().iter().any(|s| s.compulsory()) {
                link_terms(&mut links, &["compulsory"]);
            }
            loc.t(&format!("general-{}-title", d.id))
        }
        Topic::Skill(s) => {
            let who: Vec<GeneralId> = owners(s);
            facts.push((loc.t("help-owner"), who.iter().map(|g| loc.general(*g)).collect::<Vec<_>>().join(" ")));
            sections.push(Section { heading: None, text: loc.t(&format!("skill-{}-desc", s.id())) });
            for g in who {
                links.push((Topic::General(g), loc.general(g)));
            }
            let mut tags = Vec::new();
            if s.is_lord() {
                tags.push(loc.t("term-lord-skill"));
                link_terms(&mut links, &["lord-skill"]);
            }
            if s.compulsory() {
                tags.push(loc.t("term-compulsory"));
                link_terms(&mut links, &["compulsory"]);
            }
            if tags.is_empty() { loc.t("term-skill") } else { tags.join(" · ") }
        }
        Topic::Term(t) => {
            sections.push(Section { heading: None, text: loc.t(&format!("term-{t}-desc")) });
            link_terms(&mut links, term_links(t));
            let group = TERM_GROUPS.iter().find(|(_, ts)| ts.contains(&t)).map(|(g, _)| *g).unwrap_or("cards");
            term_group(loc, group)
        }
    };
    Page { topic, title: topic.name(loc), subtitle, facts, sections, links }
}

fn term_group(loc: &Localizer, group: &str) -> String {
    loc.tr("help-term-group", &[("group", loc.t(&format!("term-group-{group}")).into())])
}

/// The index: headed lists of topics with their names, in reading order.
pub fn index(loc: &Localizer) -> Vec<(String, Vec<(Topic, String)>)> {
    let named = |ts: Vec<Topic>| ts.into_iter().map(|t| (t, t.name(loc))).collect::<Vec<_>>();
    let mut out = Vec::new();
    for sub in [
        Subtype::Basic,
        Subtype::Trick,
        Subtype::DelayedTrick,
        Subtype::Weapon,
        Subtype::Armor,
        Subtype::DefensiveHorse,
        Subtype::OffensiveHorse,
    ] {
        let ts = CardKind::all().filter(|k| k.subtype() == sub).map(Topic::Card).collect();
        out.push((loc.t(&format!("subtype-{}", subtype_id(sub))), named(ts)));
    }
    for f in [Faction::Wei, Faction::Shu, Faction::Wu, Faction::Qun] {
        let ts = (0..data::generals().len())
            .map(|i| GeneralId(i as u8))
            .filter(|g| g.def().faction == f)
            .map(Topic::General)
            .collect();
        let head =
            loc.tr("help-generals-of", &[("faction", loc.t(&format!("faction-{}", crate::art::faction_id(f))).into())]);
        out.push((head, named(ts)));
    }
    out.push((loc.t("help-skills"), named(SkillId::GENERAL.iter().copied().map(Topic::Skill).collect())));
    for (g, ts) in TERM_GROUPS {
        out.push((term_group(loc, g), named(ts.iter().map(|t| Topic::Term(t)).collect())));
    }
    out
}

/// Topics whose name (first) or text contains `query`, ignoring case; empty for an empty query.
pub fn search(loc: &Localizer, query: &str) -> Vec<Topic> {
    let q = query.trim().to_lowercase();
    if q.is_empty() {
        return Vec::new();
    }
    let all = topics();
    let mut by_name: Vec<Topic> = all.iter().copied().filter(|t| t.name(loc).to_lowercase().contains(&q)).collect();
    for t in all {
        if by_name.contains(&t) {
            continue;
        }
        let p = page(loc, t);
        if p.sections.iter().any(|s| s.text.to_lowercase().contains(&q)) {
            by_name.push(t);
        }
    }
    by_name
}

/// Where the reader is: the pages visited, with back and forward, and the search text.
#[derive(Clone, Debug, Default)]
pub struct Browser {
    history: Vec<Topic>,
    at: usize,
    pub query: String,
}

impl Browser {
    /// The page on screen (`None`: the index).
    pub fn current(&self) -> Option<Topic> {
        self.history.get(self.at).copied()
    }

    /// Goes to `topic`; pages ahead of the current one are forgotten.
    pub fn open(&mut self, topic: Topic) {
        if self.current() == Some(topic) {
            return;
        }
        if !self.history.is_empty() {
            self.history.truncate(self.at + 1);
        }
        self.history.push(topic);
        self.at = self.history.len() - 1;
    }

    pub fn can_back(&self) -> bool {
        self.at > 0
    }

    pub fn can_forward(&self) -> bool {
        self.at + 1 < self.history.len()
    }

    pub fn back(&mut self) {
        if self.can_back() {
            self.at -= 1;
        }
    }

    pub fn forward(&mut self) {
        if self.can_forward() {
            self.at += 1;
        }
    }
}
