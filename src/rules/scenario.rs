//! Scenarios: a public RON format for rules cases on a stacked deck — seats, roles, generals, HP,
//! hands, equipment, judge zones, the deck's top cards, scripted answers and expectations.
//! `sgs scenario FILE` runs one; the scenario tests run every file under `tests/scenarios/`; the
//! tutorial reuses the format. Cards are named by their 1-based id in `assets/data/cards.ron` or
//! readably as name, suit and rank (`"slash ♠7"`, `"slash spade 7"`, `"slash ♠8#2"` for a second copy).
//! Unknown fields are an error, and so is an expectation that could never be checked.
//!
//! ```ron
//! Scenario(
//!     name: "a 杀 with no 闪 deals 1 damage",
//!     seats: [
//!         (role: lord, hand: [14]),
//!         (role: rebel, hp: 2),
//!     ],
//!     answers: [
//!         (seat: 0, answer: Use(source: Card(14), targets: [1])),
//!     ],
//!     expect: [Hp(seat: 1, hp: 1)],
//! )
//! ```

use super::data::{CardKind, FULL_DECK, Package, PackageSet, general_index};
use super::event::{Event, Winner};
use super::frames::Frame;
use super::game::{Game, GeneralSlot, Player, Setup, TurnState};
use super::mode::Mode;
use super::request::Answer;
use super::types::{CardId, GeneralId, Identity, Phase, Role, Seat, Zone};
use super::view::RequestTag;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub name: String,
    #[serde(default)]
    pub description: String,
    pub seats: Vec<SeatSetup>,
    /// The game mode (default: identity).
    #[serde(default)]
    pub mode: Mode,
    /// Include the 4 EX cards.
    #[serde(default)]
    pub ex_cards: bool,
    /// The card packages of the deck, e.g. `packages: [standard, ex]` (default: Standard, with EX when
    /// `ex_cards` is on).
    #[serde(default)]
    pub packages: Option<PackageSet>,
    /// Whose turn it is (default: seat 0).
    #[serde(default)]
    pub current: Seat,
    /// The phase of that turn the scenario starts at (default: the play phase).
    #[serde(default = "default_phase")]
    pub phase: Phase,
    /// The top of the deck, top card first. Cards not placed anywhere go below, in id order.
    #[serde(default)]
    pub deck: Vec<CardId>,
    /// Cards in the discard pile.
    #[serde(default)]
    pub discard: Vec<CardId>,
    /// Put the cards not placed anywhere into the discard pile instead of under the deck.
    #[serde(default)]
    pub rest_to_discard: bool,
    #[serde(default)]
    pub seed: u64,
    #[serde(default)]
    pub answers: Vec<Step>,
    #[serde(default)]
    pub expect: Vec<Expect>,
}

fn default_phase() -> Phase {
    Phase::Play
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatSetup {
    pub role: Option<Role>,
    /// A general id from `assets/data/generals.ron` (sets gender, faction and, by default, HP).
    #[serde(default)]
    pub general: Option<String>,
    /// A second (deputy) general, as in 国战.
    #[serde(default)]
    pub deputy: Option<String>,
    /// General slots placed face down (0: the main general, 1: the deputy): no gender, faction or skills.
    #[serde(default)]
    pub face_down: Vec<u8>,
    #[serde(default)]
    pub hp: Option<i8>,
    #[serde(default)]
    pub max_hp: Option<i8>,
    #[serde(default)]
    pub hand: Vec<CardId>,
    #[serde(default)]
    pub equip: Vec<CardId>,
    /// Delayed tricks, oldest first.
    #[serde(default)]
    pub judge: Vec<CardId>,
    #[serde(default = "yes")]
    pub alive: bool,
    /// Skills instead of the general's (e.g. `skills: [wusheng]` on a seat with no general).
    #[serde(default)]
    pub skills: Option<Vec<super::skills::SkillId>>,
    /// Marks and states at the start (e.g. `marks: [(Chained, 1)]` for a chained seat).
    #[serde(default)]
    pub marks: Vec<(super::event::Mark, i16)>,
}

fn yes() -> bool {
    true
}

impl Default for SeatSetup {
    fn default() -> Self {
        SeatSetup {
            role: None,
            general: None,
            deputy: None,
            face_down: Vec::new(),
            hp: None,
            max_hp: None,
            hand: Vec::new(),
            equip: Vec::new(),
            judge: Vec::new(),
            alive: true,
            skills: None,
            marks: Vec::new(),
        }
    }
}

/// One scripted answer. With `illegal: true` the answer must be refused and change nothing.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    pub seat: Seat,
    pub answer: Answer,
    #[serde(default)]
    pub illegal: bool,
}

/// An expectation, checked after all answers (or after `After(n, …)` answers).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Expect {
    Hp {
        seat: Seat,
        hp: i8,
    },
    MaxHp {
        seat: Seat,
        max_hp: i8,
    },
    Alive {
        seat: Seat,
        alive: bool,
    },
    HandCount {
        seat: Seat,
        count: usize,
    },
    /// The hand holds exactly these cards (any order).
    Hand {
        seat: Seat,
        cards: Vec<CardId>,
    },
    Equip {
        seat: Seat,
        cards: Vec<CardId>,
    },
    /// The judge zone holds exactly these cards, oldest first.
    Judge {
        seat: Seat,
        cards: Vec<CardId>,
    },
    CardAt {
        card: CardId,
        zone: Zone,
    },
    /// The next request is for `seat` and of this kind (and, with `by`, asked by this card, skill or rule).
    Pending {
        seat: Seat,
        kind: RequestTag,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<super::request::ReasonBy>,
    },
    /// The next request offers (or does not offer) `kind` as a play/response option.
    Offers {
        kind: CardKind,
        offered: bool,
    },
    Current {
        seat: Seat,
    },
    Phase {
        phase: Option<Phase>,
    },
    GameOver {
        winner: Option<Winner>,
    },
    /// This event was logged.
    Happened(Event),
    /// This event was not logged.
    NotHappened(Event),
    /// These events were logged in this order (others may come between them).
    Sequence(Vec<Event>),
    /// Events of this kind (variant name, e.g. "Damage") were logged exactly `count` times.
    Count {
        event: String,
        count: usize,
    },
    /// Check `expect` after only the first `answers` answers.
    After {
        answers: usize,
        expect: Box<Expect>,
    },
}

/// Why a scenario could not be loaded or built.
#[derive(Clone, Debug, PartialEq)]
pub struct ScenarioError {
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

/// The result of running a scenario.
#[derive(Clone, Debug)]
pub struct Report {
    pub name: String,
    pub events: Vec<Event>,
    /// Each expectation with `None` when it held, or what was found instead.
    pub results: Vec<(Expect, Option<String>)>,
    /// Problems with the scripted answers (refused answers, or illegal ones that were accepted).
    pub script_errors: Vec<String>,
}

impl Report {
    pub fn passed(&self) -> bool {
        self.script_errors.is_empty() && self.results.iter().all(|(_, r)| r.is_none())
    }
}

impl Scenario {
    /// A scenario with these seats, starting in seat 0's play phase, with everything else default.
    pub fn with_seats(name: &str, seats: Vec<SeatSetup>) -> Scenario {
        Scenario {
            name: name.to_string(),
            description: String::new(),
            seats,
            mode: Mode::Identity,
            ex_cards: false,
            packages: None,
            current: 0,
            phase: Phase::Play,
            deck: Vec::new(),
            discard: Vec::new(),
            rest_to_discard: false,
            seed: 0,
            answers: Vec::new(),
            expect: Vec::new(),
        }
    }

    pub fn from_ron(text: &str) -> Result<Scenario, ScenarioError> {
        ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
            .from_str(text)
            .map_err(|e| ScenarioError { line: e.span.start.line, message: e.code.to_string() })
    }

    /// Builds the game at the scenario's starting point.
    pub fn build(&self) -> Result<Game, ScenarioError> {
        let err = |message: String| ScenarioError { line: 0, message };
        let n = self.seats.len();
        if !(2..=10).contains(&n) {
            return Err(err(format!("{n} seats: scenarios need 2 to 10")));
        }
        if self.current as usize >= n {
            return Err(err(format!("current seat {} does not exist", self.current)));
        }
        let packages = self.packages.unwrap_or(PackageSet::standard(self.ex_cards));
        let mut used = [false; FULL_DECK];
        let mut place = |c: CardId, wher: &str| -> Result<CardId, ScenarioError> {
            let i = c.0 as usize;
            if !packages.holds_index(i) {
                let pkg = Package::of_index(i).map(|p| p.id()).unwrap_or("?");
                return Err(err(format!(
                    "card {} ({}) is in the `{pkg}` package, which this scenario's deck does not include ({wher})",
                    c.data_id(),
                    c.readable()
                )));
            }
            if used[i] {
                return Err(err(format!(
                    "card {} ({}) is placed twice ({wher}); a second copy of one face is written with #2",
                    c.data_id(),
                    c.readable()
                )));
            }
            used[i] = true;
            Ok(c)
        };
        let setup = Setup {
            mode: self.mode,
            players: n as u8,
            generals: self.seats.iter().any(|s| s.general.is_some()),
            packages,
        };
        let mut g = Game::empty(setup, self.seed);
        for (i, s) in self.seats.iter().enumerate() {
            let seat = i as Seat;
            let find = |id: &Option<String>| -> Result<Option<GeneralId>, ScenarioError> {
                match id {
                    Some(id) => Ok(Some(GeneralId(
                        general_index(id).ok_or_else(|| err(format!("seat {seat}: unknown general `{id}`")))? as u8,
                    ))),
                    None => Ok(None),
                }
            };
            let general = find(&s.general)?;
            let deputy = find(&s.deputy)?;
            if deputy.is_some() && general.is_none() {
                return Err(err(format!("seat {seat}: a deputy general needs a main general")));
            }
            if let Some(&slot) = s.face_down.iter().find(|&&k| k > 1) {
                return Err(err(format!(
                    "seat {seat}: face_down names slot {slot} (0 is the main general, 1 the deputy)"
                )));
            }
            let slot = |g: Option<GeneralId>, k: u8| {
                g.map(|general| GeneralSlot { general, face_up: !s.face_down.contains(&k) })
            };
            let generals = [slot(general, 0), slot(deputy, 1)];
            let base = general.map(|g| g.def().hp as i8).unwrap_or(4);
            let max_hp = s.max_hp.unwrap_or(base);
            let hp = s.hp.unwrap_or(max_hp);
            if hp > max_hp {
                return Err(err(format!("seat {seat}: hp {hp} above max_hp {max_hp}")));
            }
            let mut p = Player {
                seat,
                identity: Identity::Role(s.role.unwrap_or(if i == 0 { Role::Lord } else { Role::Rebel })),
                generals,
                hp,
                max_hp,
                alive: s.alive,
                hand: Vec::new(),
                equip: [None; 4],
                judge: Vec::new(),
                skills: Vec::new(),
                marks: Vec::new(),
            };
            for &(mark, value) in &s.marks {
                if value == 0 {
                    return Err(err(format!("seat {seat}: mark {mark:?} with value 0 (leave it out)")));
                }
                if p.marks.iter().any(|(m, _)| *m == mark) {
                    return Err(err(format!("seat {seat}: mark {mark:?} listed twice")));
                }
                p.marks.push((mark, value));
            }
            p.marks.sort();
            p.skills = s.skills.clone().unwrap_or_else(|| p.face_up_skills());
            for &c in &s.hand {
                p.hand.push(place(c, "hand")?);
            }
            for &c in &s.equip {
                let slot = c
                    .kind()
                    .equip_slot()
                    .ok_or_else(|| err(format!("seat {seat}: card {} is not equipment", c.data_id())))?;
                if p.equip[slot].is_some() {
                    return Err(err(format!("seat {seat}: two cards for one equipment slot")));
                }
                p.equip[slot] = Some(place(c, "equipment")?);
            }
            for &c in &s.judge {
                if !c.kind().is_delayed() {
                    return Err(err(format!("seat {seat}: card {} is not a delayed trick", c.data_id())));
                }
                p.judge.push((place(c, "judge zone")?, c.kind()));
            }
            if !p.alive && p.has_any_card() {
                return Err(err(format!("seat {seat} is dead but holds cards")));
            }
            g.players.push(p);
        }
        (g.mode().check_table)(&g).map_err(err)?;
        for &c in &self.discard {
            g.discard.push(place(c, "discard")?);
        }
        let mut top = Vec::new();
        for &c in &self.deck {
            top.push(place(c, "deck")?);
        }
        // Rest of the cards below, in id order (or into the discard pile); the deck's top is the vector's end.
        let rest: Vec<CardId> =
            packages.iter().flat_map(|p| p.cards()).map(|i| CardId(i as u8)).filter(|c| !used[c.0 as usize]).collect();
        let mut deck = Vec::new();
        if self.rest_to_discard {
            g.discard.extend(rest);
        } else {
            deck = rest;
            deck.reverse();
        }
        top.reverse();
        deck.extend(top);
        g.deck = deck;
        let cur = self.current;
        if !g.is_alive(cur) {
            return Err(err(format!("current seat {cur} is dead")));
        }
        g.turn = TurnState { seat: cur, ..Default::default() };
        g.turn_count = 1;
        let step = super::frames::TurnStep::Before(self.phase);
        g.stack.push(Frame::Turn { seat: cur, step });
        g.advance();
        Ok(g)
    }

    /// Checks what the file says before anything runs: every `Count` names a real event kind, every
    /// expectation names a seat of the table, every `After` can be reached by the scripted answers.
    pub fn validate(&self) -> Result<(), ScenarioError> {
        let err = |message: String| ScenarioError { line: 0, message };
        let n = self.seats.len();
        let mut stack: Vec<&Expect> = self.expect.iter().collect();
        while let Some(e) = stack.pop() {
            match e {
                Expect::Count { event, .. } if !super::event::event_kinds().contains(&event.as_str()) => {
                    return Err(err(format!(
                        "Count names `{event}`, which is not an event kind (one of: {})",
                        super::event::event_kinds().join(", ")
                    )));
                }
                Expect::After { answers, expect } => {
                    if *answers > self.answers.len() {
                        return Err(err(format!(
                            "After(answers: {answers}) can never be checked: the scenario gives {} answers",
                            self.answers.len()
                        )));
                    }
                    stack.push(expect);
                }
                _ => {}
            }
            if let Some(seat) = e.seat()
                && seat as usize >= n
            {
                return Err(err(format!("an expectation names seat {seat}, but the table has seats 0-{}", n - 1)));
            }
        }
        Ok(())
    }

    /// Runs the scenario and checks its expectations.
    pub fn run(&self) -> Result<Report, ScenarioError> {
        self.validate()?;
        let mut g = self.build()?;
        let mut events: Vec<Event> = g.drain_events().into_iter().map(|l| l.event).collect();
        let mut script_errors = Vec::new();
        let mut results: Vec<(Expect, Option<String>)> = Vec::new();
        let check_after = |k: usize, g: &Game, events: &[Event], results: &mut Vec<(Expect, Option<String>)>| {
            for e in &self.expect {
                if let Expect::After { answers, expect } = e
                    && *answers == k
                {
                    results.push((e.clone(), check(g, events, expect)));
                }
            }
        };
        check_after(0, &g, &events, &mut results);
        let mut reached = 0;
        for (k, step) in self.answers.iter().enumerate() {
            let before = fingerprint(&g);
            match g.submit(step.seat, step.answer.clone()) {
                Ok(()) if step.illegal => {
                    script_errors.push(format!("answer {} ({:?}) should have been refused", k + 1, step.answer))
                }
                Ok(()) => {}
                Err(e) if step.illegal => {
                    if fingerprint(&g) != before {
                        script_errors.push(format!("answer {} was refused ({e}) but changed the game", k + 1));
                    }
                }
                Err(e) => {
                    script_errors.push(format!(
                        "answer {} by seat {} refused: {e} (pending: {:?})",
                        k + 1,
                        step.seat,
                        g.pending()
                    ));
                    break;
                }
            }
            events.extend(g.drain_events().into_iter().map(|l| l.event));
            reached = k + 1;
            check_after(k + 1, &g, &events, &mut results);
        }
        for e in &self.expect {
            match e {
                Expect::After { answers, .. } if *answers > reached => results
                    .push((e.clone(), Some(format!("never checked: the script stopped after {reached} answers")))),
                Expect::After { .. } => {}
                _ => results.push((e.clone(), check(&g, &events, e))),
            }
        }
        Ok(Report { name: self.name.clone(), events, results, script_errors })
    }
}

impl Expect {
    /// The seat an expectation is about, if it names one.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Expect::Hp { seat, .. }
            | Expect::MaxHp { seat, .. }
            | Expect::Alive { seat, .. }
            | Expect::HandCount { seat, .. }
            | Expect::Hand { seat, .. }
            | Expect::Equip { seat, .. }
            | Expect::Judge { seat, .. }
            | Expect::Pending { seat, .. }
            | Expect::Current { seat } => Some(*seat),
            Expect::CardAt { zone: Zone::Hand(s) | Zone::Equip(s) | Zone::Judge(s), .. } => Some(*s),
            Expect::CardAt { .. }
            | Expect::Offers { .. }
            | Expect::Phase { .. }
            | Expect::GameOver { .. }
            | Expect::Happened(_)
            | Expect::NotHappened(_)
            | Expect::Sequence(_)
            | Expect::Count { .. }
            | Expect::After { .. } => None,
        }
    }
}

fn check(g: &Game, events: &[Event], e: &Expect) -> Option<String> {
    if let Some(seat) = e.seat()
        && g.players.get(seat as usize).is_none()
    {
        return Some(format!("seat {seat} does not exist"));
    }
    let same_set = |a: &[CardId], b: &[CardId]| {
        let mut a = a.to_vec();
        let mut b = b.to_vec();
        a.sort();
        b.sort();
        a == b
    };
    let ids = |v: &[CardId]| v.iter().map(|c| c.data_id()).collect::<Vec<_>>();
    let p = |s: Seat| g.players.get(s as usize);
    match e {
        Expect::Hp { seat, hp } => p(*seat).filter(|p| p.hp != *hp).map(|p| format!("hp is {}", p.hp)),
        Expect::MaxHp { seat, max_hp } => {
            p(*seat).filter(|p| p.max_hp != *max_hp).map(|p| format!("max_hp is {}", p.max_hp))
        }
        Expect::Alive { seat, alive } => {
            p(*seat).filter(|p| p.alive != *alive).map(|p| format!("alive is {}", p.alive))
        }
        Expect::HandCount { seat, count } => {
            p(*seat).filter(|p| p.hand.len() != *count).map(|p| format!("hand has {} cards", p.hand.len()))
        }
        Expect::Hand { seat, cards } => {
            p(*seat).filter(|p| !same_set(&p.hand, cards)).map(|p| format!("hand is {:?}", ids(&p.hand)))
        }
        Expect::Equip { seat, cards } => p(*seat).and_then(|p| {
            let eq: Vec<CardId> = p.equip.iter().flatten().copied().collect();
            (!same_set(&eq, cards)).then(|| format!("equipment is {:?}", ids(&eq)))
        }),
        Expect::Judge { seat, cards } => p(*seat).and_then(|p| {
            let j: Vec<CardId> = p.judge.iter().map(|(c, _)| *c).collect();
            (j != *cards).then(|| format!("judge zone is {:?}", ids(&j)))
        }),
        Expect::CardAt { card, zone } => {
            let z = g.zone_of(*card);
            (z != Some(*zone)).then(|| format!("card {} is in {z:?}", card.data_id()))
        }
        Expect::Pending { seat, kind, by } => match g.pending() {
            Some(r) if r.seat == *seat && RequestTag::of(&r.kind) == *kind && by.is_none_or(|b| b == r.reason.by) => {
                None
            }
            other => Some(format!("pending is {other:?}")),
        },
        Expect::Offers { kind, offered } => {
            let has = match g.pending().map(|r| &r.kind) {
                Some(super::request::RequestKind::Play { options, .. }) => {
                    options.iter().any(|o| o.kind == Some(*kind))
                }
                Some(super::request::RequestKind::Respond { pattern, options, .. }) => {
                    pattern.name() == Some(*kind) && !options.is_empty()
                }
                _ => false,
            };
            (has != *offered).then(|| format!("offered is {has} (pending: {:?})", g.pending()))
        }
        Expect::Current { seat } => (g.current() != *seat).then(|| format!("current is {}", g.current())),
        Expect::Phase { phase } => (g.phase() != *phase).then(|| format!("phase is {:?}", g.phase())),
        Expect::GameOver { winner } => {
            let w = g.outcome().map(|o| o.winner.clone());
            (w != *winner).then(|| format!("outcome is {w:?}"))
        }
        Expect::Happened(ev) => (!events.contains(ev)).then(|| "not logged".to_string()),
        Expect::NotHappened(ev) => events.contains(ev).then(|| "logged".to_string()),
        Expect::Sequence(seq) => {
            let mut it = events.iter();
            let missing = seq.iter().position(|want| !it.any(|e| e == want));
            missing.map(|i| format!("event {} of the sequence not found in order", i + 1))
        }
        Expect::Count { event, count } => {
            let n = events.iter().filter(|e| variant(e) == *event).count();
            (n != *count).then(|| format!("logged {n} times"))
        }
        Expect::After { expect, .. } => check(g, events, expect),
    }
}

/// The variant name of an event, e.g. "Damage".
pub fn variant(e: &Event) -> String {
    let s = format!("{e:?}");
    s.split([' ', '{', '(']).next().unwrap_or("").to_string()
}

/// The whole game state as text, to prove a refused answer changed nothing.
fn fingerprint(g: &Game) -> String {
    ron::to_string(g).unwrap_or_else(|e| format!("unserializable game: {e}"))
}
