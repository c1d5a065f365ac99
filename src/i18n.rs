//! Localisation through Fluent. The four locales (zh-Hans reference, zh-Hant, ja, en) are embedded
//! from `locales/<lang>/*.ftl`; engine events become log lines via message ids and arguments.

use crate::rules::data::CardKind;
use crate::rules::{
    CardId, Event, Identity, IdentityWin, Mark, Nature, Phase, Role, Seat, SkillId, VCard, Winner, Zone,
};
use fluent::concurrent::FluentBundle;
use fluent::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// The supported languages; the first is the reference locale.
pub const LANGS: [&str; 4] = ["zh-Hans", "zh-Hant", "ja", "en"];

macro_rules! ftl_files {
    ($lang:literal) => {
        [
            (concat!("locales/", $lang, "/cards.ftl"), include_str!(concat!("../locales/", $lang, "/cards.ftl"))),
            (concat!("locales/", $lang, "/generals.ftl"), include_str!(concat!("../locales/", $lang, "/generals.ftl"))),
            (concat!("locales/", $lang, "/log.ftl"), include_str!(concat!("../locales/", $lang, "/log.ftl"))),
            (concat!("locales/", $lang, "/ui.ftl"), include_str!(concat!("../locales/", $lang, "/ui.ftl"))),
            (concat!("locales/", $lang, "/tutorial.ftl"), include_str!(concat!("../locales/", $lang, "/tutorial.ftl"))),
            (
                concat!("locales/", $lang, "/encyclopedia.ftl"),
                include_str!(concat!("../locales/", $lang, "/encyclopedia.ftl")),
            ),
            (concat!("locales/", $lang, "/order.ftl"), include_str!(concat!("../locales/", $lang, "/order.ftl"))),
        ]
    };
}

/// The embedded FTL sources of a language: (path, text).
pub fn sources(lang: &str) -> Option<[(&'static str, &'static str); 7]> {
    Some(match lang {
        "zh-Hans" => ftl_files!("zh-Hans"),
        "zh-Hant" => ftl_files!("zh-Hant"),
        "ja" => ftl_files!("ja"),
        "en" => ftl_files!("en"),
        _ => return None,
    })
}

/// A locale file that failed to parse: its path, line and what is wrong.
pub type LocaleError = crate::file_error::FileError;

/// Parses one FTL text, reporting the first error with its line.
pub fn parse_ftl(path: &str, text: &str) -> Result<FluentResource, LocaleError> {
    FluentResource::try_new(text.to_string()).map_err(|(_, errs)| {
        let e = &errs[0];
        let line = text[..e.pos.start.min(text.len())].matches('\n').count() + 1;
        LocaleError { path: path.to_string(), line, message: format!("{:?}", e.kind) }
    })
}

/// Formats messages in one language.
pub struct Localizer {
    pub lang: String,
    bundle: FluentBundle<FluentResource>,
}

impl Localizer {
    pub fn new(lang: &str) -> Result<Localizer, LocaleError> {
        let files = sources(lang).ok_or_else(|| LocaleError {
            path: format!("locales/{lang}"),
            line: 0,
            message: "unknown language".into(),
        })?;
        let id: LanguageIdentifier =
            lang.parse().map_err(|_| LocaleError { path: lang.into(), line: 0, message: "bad language id".into() })?;
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        bundle.set_use_isolating(false);
        for (path, text) in files {
            let res = parse_ftl(path, text)?;
            bundle.add_resource(res).map_err(|e| LocaleError {
                path: path.into(),
                line: 0,
                message: format!("{e:?}"),
            })?;
        }
        Ok(Localizer { lang: lang.to_string(), bundle })
    }

    /// The language for an OS locale string such as "ja_JP.UTF-8" or "zh-TW".
    pub fn pick_language(os: &str) -> &'static str {
        let l = os.to_ascii_lowercase().replace('_', "-");
        if l.starts_with("ja") {
            "ja"
        } else if l.starts_with("zh-tw") || l.starts_with("zh-hk") || l.starts_with("zh-mo") || l.contains("hant") {
            "zh-Hant"
        } else if l.starts_with("zh") {
            "zh-Hans"
        } else if l.starts_with("en") {
            "en"
        } else {
            "zh-Hans"
        }
    }

    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// Formats message `id` with `args`; a missing message shows its id in brackets.
    pub fn tr(&self, id: &str, args: &[(&str, FluentValue)]) -> String {
        let Some(msg) = self.bundle.get_message(id) else {
            return format!("[{id}]");
        };
        let Some(pattern) = msg.value() else {
            return format!("[{id}]");
        };
        let mut fa = FluentArgs::new();
        for (k, v) in args {
            fa.set(*k, v.clone());
        }
        let mut errs = Vec::new();
        self.bundle.format_pattern(pattern, Some(&fa), &mut errs).into_owned()
    }

    pub fn t(&self, id: &str) -> String {
        self.tr(id, &[])
    }

    pub fn seat(&self, s: Seat) -> String {
        self.tr("seat-name", &[("n", (s as i64 + 1).into())])
    }

    /// The name of a mark or state (连环, 酒, 翻面, a skill's mark).
    pub fn mark(&self, m: Mark) -> String {
        match m {
            Mark::Chained => self.t("mark-chained"),
            Mark::Drunk => self.t("mark-drunk"),
            Mark::TurnedOver => self.t("mark-turned-over"),
            Mark::Skill(s) => self.tr("mark-skill", &[("skill", self.t(&format!("skill-{}", s.id())).into())]),
        }
    }

    pub fn role(&self, r: Role) -> String {
        self.t(match r {
            Role::Lord => "role-lord",
            Role::Loyalist => "role-loyalist",
            Role::Rebel => "role-rebel",
            Role::Renegade => "role-renegade",
        })
    }

    /// A seat's identity as its mode names it (身份局: the role).
    pub fn identity(&self, i: Identity) -> String {
        match i {
            Identity::Role(r) => self.role(r),
        }
    }

    pub fn phase(&self, p: Phase) -> String {
        self.t(match p {
            Phase::Prepare => "phase-prepare",
            Phase::Judge => "phase-judge",
            Phase::Draw => "phase-draw",
            Phase::Play => "phase-play",
            Phase::Discard => "phase-discard",
            Phase::Finish => "phase-finish",
        })
    }

    /// What a request asks for: a card name, or "a red card", "a ♥ card", "a trick" …
    pub fn pattern(&self, p: crate::rules::Pattern) -> String {
        use crate::rules::Pattern;
        use crate::rules::data::Color;
        match p {
            Pattern::Named(k) => self.kind(k),
            Pattern::Colored(Color::Red) => self.t("pattern-red"),
            Pattern::Colored(Color::Black) => self.t("pattern-black"),
            Pattern::Colored(Color::Colorless) => self.t("pattern-colorless"),
            Pattern::Suited(s) => self.tr("pattern-suit", &[("suit", self.t(&format!("suit-{}", s.id())).into())]),
            Pattern::Typed(t) => self.t(&format!("subtype-{}", crate::encyclopedia::subtype_id(t))),
            Pattern::Any => self.t("pattern-any"),
        }
    }

    pub fn kind(&self, k: CardKind) -> String {
        self.t(&format!("card-{}", k.id()))
    }

    pub fn rank(r: u8) -> String {
        match r {
            1 => "A".into(),
            11 => "J".into(),
            12 => "Q".into(),
            13 => "K".into(),
            n => n.to_string(),
        }
    }

    /// A physical card: name, suit and rank, e.g. 杀♠7.
    pub fn card(&self, c: CardId) -> String {
        let suit = self.t(&format!("suit-{}", c.suit().id()));
        self.tr(
            "card-face",
            &[("name", self.kind(c.kind()).into()), ("suit", suit.into()), ("rank", Self::rank(c.rank()).into())],
        )
    }

    pub fn cards(&self, cs: &[CardId]) -> String {
        if cs.is_empty() {
            return self.t("none");
        }
        cs.iter().map(|&c| self.card(c)).collect::<Vec<_>>().join(&self.t("list-separator"))
    }

    /// A used card: a physical card as itself, or cards used as another card, naming where it came from:
    /// "决斗（离间）" (a skill made it from nothing), "杀（武圣：闪♥K）" (a skill converted cards),
    /// "杀（闪♥K、桃♥3）" (cards used together as one).
    pub fn vcard(&self, kind: CardKind, cards: &[CardId], via: Option<SkillId>) -> String {
        let name = || self.kind(kind).into();
        match (cards, via) {
            ([one], None) if one.kind() == kind => self.card(*one),
            ([], None) => self.kind(kind),
            ([], Some(s)) => self.tr("card-virtual", &[("name", name()), ("cards", self.skill(s).into())]),
            (_, None) => self.tr("card-virtual", &[("name", name()), ("cards", self.cards(cards).into())]),
            (_, Some(s)) => self.tr(
                "card-converted",
                &[("name", name()), ("via", self.skill(s).into()), ("cards", self.cards(cards).into())],
            ),
        }
    }

    pub fn vcard_of(&self, c: &VCard) -> String {
        self.vcard(c.kind, &c.cards, c.via)
    }

    /// An option of a `ChooseOption` request (a suit, 刚烈's cost, a phase, a skill to order …).
    pub fn choice(&self, c: &crate::rules::Choice) -> String {
        use crate::rules::Choice;
        match c {
            Choice::General(g) => self.general(*g),
            Choice::Suit(s) => self.t(&format!("suit-{}", s.id())),
            Choice::DiscardCard => self.t("choice-discard-card"),
            Choice::LetDraw => self.t("choice-let-draw"),
            Choice::TakeDamage => self.t("choice-take-damage"),
            Choice::DiscardTwo => self.t("choice-discard-two"),
            Choice::Recover => self.t("choice-recover"),
            Choice::Draw => self.t("choice-draw"),
            Choice::Phase(p) => self.phase(*p),
            Choice::Skill(s) => self.skill(*s),
        }
    }

    /// The id of what judges (`indulgence`, `lightning`, `eight_diagram`, `ganglie` …) for Fluent selectors.
    pub fn reason_id(r: crate::rules::ReasonBy) -> String {
        match r {
            crate::rules::ReasonBy::Card(k) => k.id().to_string(),
            crate::rules::ReasonBy::Skill(s) => s.id().to_string(),
            crate::rules::ReasonBy::Rule(_) => "rule".to_string(),
        }
    }

    pub fn seats(&self, ss: &[Seat]) -> String {
        ss.iter().map(|&s| self.seat(s)).collect::<Vec<_>>().join(&self.t("list-separator"))
    }

    pub fn zone(&self, z: Zone) -> String {
        match z {
            Zone::Deck => self.t("zone-deck"),
            Zone::Discard => self.t("zone-discard"),
            Zone::Processing => self.t("zone-processing"),
            Zone::Hand(s) => self.tr("zone-hand", &[("seat", self.seat(s).into())]),
            Zone::Equip(s) => self.tr("zone-equip", &[("seat", self.seat(s).into())]),
            Zone::Judge(s) => self.tr("zone-judge", &[("seat", self.seat(s).into())]),
        }
    }

    /// A skill's name: equipment effects are named after their card.
    pub fn skill(&self, s: SkillId) -> String {
        let kind = CardKind::all().find(|&k| crate::rules::skills::equip_skill(k) == Some(s) && k.is_equipment());
        match (s, kind) {
            (SkillId::OffensiveHorse | SkillId::DefensiveHorse, _) | (_, None) => self.t(&format!("skill-{}", s.id())),
            (_, Some(k)) => self.kind(k),
        }
    }

    /// What a card, skill or rule that asks or judges is called.
    pub fn reason_name(&self, r: crate::rules::ReasonBy) -> String {
        match r {
            crate::rules::ReasonBy::Card(k) => self.kind(k),
            crate::rules::ReasonBy::Skill(s) => self.skill(s),
            crate::rules::ReasonBy::Rule(_) => String::new(),
        }
    }

    pub fn general(&self, g: crate::rules::GeneralId) -> String {
        self.t(&format!("general-{}", g.def().id))
    }

    fn winner(&self, w: &Winner) -> String {
        match w {
            Winner::Identity(IdentityWin::LordAndLoyalists) => self.t("winner-lord"),
            Winner::Identity(IdentityWin::Rebels) => self.t("winner-rebels"),
            Winner::Identity(IdentityWin::Renegade(s)) => self.tr("winner-renegade", &[("seat", self.seat(*s).into())]),
            Winner::Draw => self.t("winner-draw"),
            Winner::Aborted => self.t("winner-aborted"),
        }
    }

    /// Why a seat cannot be targeted, in words.
    pub fn target_problem(&self, p: crate::rules::TargetProblem) -> String {
        use crate::rules::TargetProblem::*;
        match p {
            Dead => self.t("why-dead"),
            Yourself => self.t("why-yourself"),
            OutOfRange { distance, range } => {
                self.tr("why-out-of-range", &[("distance", (distance as i64).into()), ("range", (range as i64).into())])
            }
            TooFar { distance } => self.tr("why-too-far", &[("distance", (distance as i64).into())]),
            NoCards => self.t("why-no-cards"),
            Immune => self.t("why-immune"),
            AlreadyHas => self.t("why-already-has"),
            NoWeapon => self.t("why-no-weapon"),
            DrawnTo { seat } => self.tr("why-drawn-to", &[("seat", self.seat(seat).into())]),
        }
    }

    /// One log line for an event.
    pub fn event(&self, e: &Event) -> String {
        let s = |x: Seat| FluentValue::from(self.seat(x));
        let n = |x: i64| FluentValue::from(x);
        match e {
            Event::GameStarted { players } => self.tr("log-game-started", &[("players", n(*players as i64))]),
            Event::IdentityShown { seat, identity } => {
                self.tr("log-role-assigned", &[("seat", s(*seat)), ("role", self.identity(*identity).into())])
            }
            Event::GeneralsOffered { seat, generals } => {
                let names =
                    generals.iter().map(|&g| self.general(g)).collect::<Vec<_>>().join(&self.t("list-separator"));
                self.tr("log-generals-offered", &[("seat", s(*seat)), ("generals", names.into())])
            }
            Event::GeneralChosen { seat, general } => {
                self.tr("log-general-chosen", &[("seat", s(*seat)), ("general", self.general(*general).into())])
            }
            Event::GeneralPicked { seat } => self.tr("log-general-picked", &[("seat", s(*seat))]),
            Event::HpSet { seat, hp, max_hp } => {
                self.tr("log-hp-set", &[("seat", s(*seat)), ("hp", n(*hp as i64)), ("max", n(*max_hp as i64))])
            }
            Event::TurnStarted { seat, turn } => {
                self.tr("log-turn-started", &[("seat", s(*seat)), ("turn", n(*turn as i64))])
            }
            Event::PhaseStarted { seat, phase } => {
                self.tr("log-phase-started", &[("seat", s(*seat)), ("phase", self.phase(*phase).into())])
            }
            Event::PhaseSkipped { seat, phase } => {
                self.tr("log-phase-skipped", &[("seat", s(*seat)), ("phase", self.phase(*phase).into())])
            }
            Event::CardsMoved { cards, count, from, to, .. } => {
                let args = [
                    ("count", n(*count as i64)),
                    ("from", self.zone(*from).into()),
                    ("to", self.zone(*to).into()),
                    ("cards", self.cards(cards).into()),
                ];
                self.tr(if cards.is_empty() { "log-cards-moved-hidden" } else { "log-cards-moved" }, &args)
            }
            Event::DeckReshuffled { count } => self.tr("log-deck-reshuffled", &[("count", n(*count as i64))]),
            Event::CardUsed { user, kind, cards, targets, via } => {
                let t = if targets.is_empty() || targets == &vec![*user] {
                    String::new()
                } else {
                    self.tr("log-card-used-targets", &[("targets", self.seats(targets).into())])
                };
                self.tr(
                    "log-card-used",
                    &[("user", s(*user)), ("card", self.vcard(*kind, cards, *via).into()), ("targets", t.into())],
                )
            }
            Event::CardPlayed { seat, kind, cards, via } => {
                self.tr("log-card-played", &[("seat", s(*seat)), ("card", self.vcard(*kind, cards, *via).into())])
            }
            Event::Nullified { kind, target } => {
                let t = target.map(|x| self.seat(x)).unwrap_or_default();
                self.tr("log-nullified", &[("card", self.kind(*kind).into()), ("target", t.into())])
            }
            // A skill that asks the others for a card (激将) and gets none: nobody answered it.
            Event::NoEffect { kind, target, by: Some(skill) } => self.tr(
                "log-no-answer",
                &[("card", self.kind(*kind).into()), ("target", s(*target)), ("skill", self.skill(*skill).into())],
            ),
            Event::NoEffect { kind, target, by: None } => {
                self.tr("log-no-effect", &[("card", self.kind(*kind).into()), ("target", s(*target))])
            }
            Event::TargetChanged { card, to } => {
                self.tr("log-target-changed", &[("card", self.kind(*card).into()), ("target", s(*to))])
            }
            Event::Declined { seat, dying } if seat == dying => self.tr("log-declined-self", &[("seat", s(*seat))]),
            Event::Declined { seat, dying } => self.tr("log-declined", &[("seat", s(*seat)), ("dying", s(*dying))]),
            Event::OptionChosen { seat, choice, by } => self.tr(
                "log-option-chosen",
                &[("seat", s(*seat)), ("choice", self.choice(choice).into()), ("reason", self.reason_name(*by).into())],
            ),
            Event::CardShown { seat, cards } => {
                self.tr("log-card-shown", &[("seat", s(*seat)), ("cards", self.cards(cards).into())])
            }
            Event::SlashDodged { source, target } => {
                self.tr("log-slash-dodged", &[("source", s(*source)), ("target", s(*target))])
            }
            Event::Damage { source, target, amount, nature, hp } => {
                let nat = self.t(match nature {
                    Nature::Normal => "nature-normal",
                    Nature::Thunder => "nature-thunder",
                    Nature::Fire => "nature-fire",
                });
                let mut args = vec![
                    ("target", s(*target)),
                    ("amount", n(*amount as i64)),
                    ("nature", nat.into()),
                    ("hp", n(*hp as i64)),
                ];
                match source {
                    Some(src) => {
                        args.push(("source", s(*src)));
                        self.tr("log-damage", &args)
                    }
                    None => self.tr("log-damage-no-source", &args),
                }
            }
            Event::DamagePrevented { target, .. } => self.tr("log-damage-prevented", &[("target", s(*target))]),
            Event::HpLost { seat, amount, hp } => {
                self.tr("log-hp-lost", &[("seat", s(*seat)), ("amount", n(*amount as i64)), ("hp", n(*hp as i64))])
            }
            Event::Recovered { seat, amount, hp } => {
                self.tr("log-recovered", &[("seat", s(*seat)), ("amount", n(*amount as i64)), ("hp", n(*hp as i64))])
            }
            Event::Judgement { seat, card, reason } => self.tr(
                "log-judgement",
                &[("seat", s(*seat)), ("card", self.card(*card).into()), ("reason", self.reason_name(*reason).into())],
            ),
            Event::JudgementResult { seat, card, reason, effect } => self.tr(
                "log-judgement-result",
                &[
                    ("seat", s(*seat)),
                    ("card", self.card(*card).into()),
                    ("reason", self.reason_name(*reason).into()),
                    ("by", Self::reason_id(*reason).into()),
                    ("effect", (if *effect { "yes" } else { "no" }).into()),
                ],
            ),
            Event::SkillInvoked { seat, skill, .. } => {
                self.tr("log-skill-invoked", &[("seat", s(*seat)), ("skill", self.skill(*skill).into())])
            }
            Event::Dying { seat } => self.tr("log-dying", &[("seat", s(*seat))]),
            Event::Saved { seat } => self.tr("log-saved", &[("seat", s(*seat))]),
            Event::Died { seat, identity, .. } => {
                self.tr("log-died", &[("seat", s(*seat)), ("role", self.identity(*identity).into())])
            }
            Event::Reward { seat, cards } => self.tr("log-reward", &[("seat", s(*seat)), ("cards", n(*cards as i64))]),
            Event::Penalty { seat } => self.tr("log-penalty", &[("seat", s(*seat))]),
            Event::MarkChanged { seat, mark, value: 0 } => {
                self.tr("log-mark-removed", &[("seat", s(*seat)), ("mark", self.mark(*mark).into())])
            }
            Event::MarkChanged { seat, mark, value } => self.tr(
                "log-mark-set",
                &[("seat", s(*seat)), ("mark", self.mark(*mark).into()), ("value", n(*value as i64))],
            ),
            Event::Recast { seat, card } => {
                self.tr("log-recast", &[("seat", s(*seat)), ("card", self.card(*card).into())])
            }
            Event::GameOver { outcome } => self.tr("log-game-over", &[("winner", self.winner(&outcome.winner).into())]),
        }
    }
}
