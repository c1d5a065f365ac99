//! 将军令 scenarios: rules cases in RON on stacked zones — each side's hand, 资源区 (top first, plus
//! filler below), 耗费区, 阵亡区, battlefield (with equipment), 军令; the 优势 card; scripted answers (an
//! answer may be expected to be refused, and then must change nothing); expectations. Cards are named
//! by pool id; a general or equipment on the battlefield is named from the answering seat's side, or
//! from the opponent's with a leading `!`. `tests/order.rs` runs every file of `tests/order_scenarios/`,
//! `sgs order scenario FILE` runs one.

use super::cards::{Faction, Pool};
use super::game::{Action, AdvantageSlot, Answer, CardId, Game, Place, Role, Seat, Tgt, Unit, WinReason};
use crate::file_error::FileError;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A zone relative to the side it belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Area {
    OwnInner,
    OwnOuter,
    EnemyOuter,
}

impl Area {
    fn place(self, seat: Seat) -> Place {
        match self {
            Area::OwnInner => Place::Inner(seat),
            Area::OwnOuter => Place::Outer(seat),
            Area::EnemyOuter => Place::Outer(1 - seat),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UnitSetup {
    pub card: String,
    #[serde(default = "inner")]
    pub at: Area,
    #[serde(default)]
    pub equipment: Vec<String>,
    /// Recruited this turn (待命).
    #[serde(default)]
    pub fresh: bool,
}

fn inner() -> Area {
    Area::OwnInner
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SideSetup {
    #[serde(default)]
    pub factions: Vec<Faction>,
    #[serde(default)]
    pub hand: Vec<String>,
    /// 资源区, top card first.
    #[serde(default)]
    pub resource: Vec<String>,
    /// This many `filler_card`s under the listed resource cards.
    #[serde(default)]
    pub filler: u16,
    #[serde(default)]
    pub spent: Vec<String>,
    #[serde(default)]
    pub fallen: Vec<String>,
    #[serde(default)]
    pub field: Vec<UnitSetup>,
    #[serde(default)]
    pub order: Option<String>,
    /// 军令 candidates, for scenarios that run the setup.
    #[serde(default)]
    pub order_options: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AdvSetup {
    pub card: String,
    pub owner: Seat,
    #[serde(default)]
    pub active: bool,
}

/// A battlefield reference: `"name"` on the answering seat's side, `"!name"` on the opponent's.
pub type Ref = String;

/// A main-step action with names instead of card ids.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum SAction {
    Recruit {
        card: String,
        #[serde(default)]
        outside: bool,
    },
    Equip {
        card: String,
        general: Ref,
    },
    Event {
        card: String,
        #[serde(default)]
        target: Option<Ref>,
    },
    Stratagem {
        card: String,
        caster: Ref,
        target: Ref,
    },
    Active {
        general: Ref,
        #[serde(default)]
        source: Option<Ref>,
        #[serde(default)]
        target: Option<Ref>,
    },
    PlaceAdvantage(String),
    InvokeAdvantage,
    Move {
        general: Ref,
        to: Area,
    },
    Attack {
        general: Ref,
        target: Ref,
    },
    Siege(Ref),
    End,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum SAnswer {
    Pass,
    /// A hand card (a 特 or 对 card, a 军令 choice).
    Card(String),
    /// A general of the answering seat invokes its reactive 特效 (in the opponent's turn).
    React(Ref),
    /// Hand cards, by name (copies are taken in hand order).
    Cards(Vec<String>),
    Names(Vec<String>),
    Act(SAction),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Step {
    pub seat: Seat,
    pub answer: SAnswer,
    /// This answer must be refused, leaving the game unchanged.
    #[serde(default)]
    pub refused: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ZoneName {
    Hand,
    Resource,
    Spent,
    Fallen,
    Removed,
    Field,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Expect {
    Winner {
        seat: Seat,
        reason: WinReason,
    },
    NoWinner,
    /// The number of cards in a zone.
    Count {
        seat: Seat,
        zone: ZoneName,
        n: usize,
    },
    /// The zone holds these names (at least once each).
    Has {
        seat: Seat,
        zone: ZoneName,
        cards: Vec<String>,
    },
    Lacks {
        seat: Seat,
        zone: ZoneName,
        cards: Vec<String>,
    },
    /// The top of the 资源区, top first.
    ResourceTop {
        seat: Seat,
        cards: Vec<String>,
    },
    /// The bottom of the 资源区, bottom first.
    ResourceBottom {
        seat: Seat,
        cards: Vec<String>,
    },
    /// Where a general of `seat` stands, relative to `seat`.
    At {
        seat: Seat,
        card: String,
        at: Area,
    },
    Equipped {
        seat: Seat,
        card: String,
        equipment: Vec<String>,
    },
    Force {
        seat: Seat,
        card: String,
        n: i8,
    },
    Wit {
        seat: Seat,
        card: String,
        n: i8,
    },
    /// What `seat` would pay now for a card in its hand.
    Cost {
        seat: Seat,
        card: String,
        n: u8,
    },
    HandLimit {
        seat: Seat,
        n: u8,
    },
    /// Whether the pending main step of `seat` offers this action.
    Legal {
        seat: Seat,
        action: SAction,
    },
    Illegal {
        seat: Seat,
        action: SAction,
    },
    /// The pending request's kind (`Main`, `Pay`, `Respond`, `CounterPlay`, `Discard`, `ChooseOrder`, `NameCards`) and seat.
    Pending {
        seat: Seat,
        kind: String,
    },
    /// Some event whose debug form starts with this (e.g. `Evaded`, `Spared`, `Victory`).
    Happened(String),
    NotHappened(String),
    /// The 优势 slot holds this card (or is empty).
    Advantage(Option<String>),
    /// The 军令 of a seat.
    Order {
        seat: Seat,
        card: Option<String>,
    },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Scenario {
    pub name: String,
    /// The seed-004 section it tests.
    #[serde(default)]
    pub rule: String,
    /// Exactly two sides: seat 0, seat 1.
    pub sides: Vec<SideSetup>,
    #[serde(default)]
    pub current: Seat,
    /// The turn number (1 is the first player's first turn, which skips 取).
    #[serde(default = "two")]
    pub turn: u32,
    /// Begin at the start of the turn (取 and start-of-turn effects) instead of its main step.
    #[serde(default)]
    pub from_turn_start: bool,
    /// Run the setup (军令 choice, 束缚, opening hands of 5) with `current` first; hands given are kept.
    #[serde(default)]
    pub from_setup: bool,
    #[serde(default)]
    pub advantage: Option<AdvSetup>,
    #[serde(default = "filler")]
    pub filler_card: String,
    #[serde(default)]
    pub seed: u64,
    #[serde(default)]
    pub answers: Vec<Step>,
    #[serde(default)]
    pub expect: Vec<Expect>,
}

fn two() -> u32 {
    2
}
fn filler() -> String {
    "rockslide".into()
}

/// What a scenario run found: each expectation with `None` (held) or what was seen instead.
#[derive(Debug)]
pub struct Report {
    pub game: Game,
    pub results: Vec<(Expect, Option<String>)>,
    pub script_errors: Vec<String>,
}

impl Scenario {
    pub fn from_ron(path: &str, text: &str) -> Result<Scenario, FileError> {
        ron::from_str(text).map_err(|e| super::cards::ron_error(path, e))
    }

    fn build(&self, pool: Arc<Pool>) -> Result<Game, String> {
        if self.sides.len() != 2 {
            return Err(format!("a scenario has exactly 2 sides, this one {}", self.sides.len()));
        }
        if self.current > 1 || self.advantage.as_ref().is_some_and(|a| a.owner > 1) {
            return Err("seats are 0 and 1".into());
        }
        if self.answers.iter().any(|s| s.seat > 1) {
            return Err("an answer's seat must be 0 or 1".into());
        }
        let mut g = Game::empty(pool, self.seed);
        for (s, side) in self.sides.iter().enumerate() {
            let seat = s as Seat;
            let add = |g: &mut Game, n: &str| g.add_card(n, seat).map_err(|e| e.to_string());
            g.players[s].factions = side.factions.clone();
            for n in &side.hand {
                let c = add(&mut g, n)?;
                g.players[s].hand.push(c);
            }
            for n in side.resource.iter().rev() {
                let c = add(&mut g, n)?;
                g.players[s].resource.push(c);
            }
            for _ in 0..side.filler {
                let c = add(&mut g, &self.filler_card)?;
                g.players[s].resource.insert(0, c);
            }
            for n in &side.spent {
                let c = add(&mut g, n)?;
                g.players[s].spent.push(c);
            }
            for n in &side.fallen {
                let c = add(&mut g, n)?;
                g.players[s].fallen.push(c);
            }
            if let Some(n) = &side.order {
                let c = add(&mut g, n)?;
                g.players[s].order_options.push(c);
                g.players[s].order = Some(c);
            }
            for n in &side.order_options {
                let c = add(&mut g, n)?;
                g.players[s].order_options.push(c);
            }
            for u in &side.field {
                let card = add(&mut g, &u.card)?;
                let mut equipment = vec![];
                for e in &u.equipment {
                    equipment.push(add(&mut g, e)?);
                }
                g.players[s].field.push(Unit {
                    card,
                    place: u.at.place(seat),
                    equipment,
                    fresh: u.fresh,
                    actions: 1,
                    used: vec![],
                    force_mod: 0,
                    wit_mod: 0,
                    spared: false,
                    reacted: 0,
                });
            }
        }
        if let Some(a) = &self.advantage {
            let card = g.add_card(&a.card, a.owner).map_err(|e| e.to_string())?;
            g.advantage = Some(AdvantageSlot { card, owner: a.owner, active: a.active, invoked_turn: 0 });
        }
        if self.from_setup {
            g.begin_setup(self.current);
        } else {
            g.begin_scenario(self.current, self.turn, self.from_turn_start);
        }
        Ok(g)
    }

    /// Runs the scenario on the built-in pool.
    pub fn run(&self) -> Result<Report, String> {
        let pool = super::builtin_pool().map_err(|e| e.to_string())?;
        self.run_with(pool)
    }

    pub fn run_with(&self, pool: Arc<Pool>) -> Result<Report, String> {
        let mut g = self.build(pool)?;
        let mut script_errors = Vec::new();
        for (i, step) in self.answers.iter().enumerate() {
            let answer = match resolve_answer(&g, step.seat, &step.answer) {
                Ok(a) => a,
                Err(e) if step.refused => {
                    // A name that fits nothing is refused by construction.
                    let _ = e;
                    continue;
                }
                Err(e) => {
                    script_errors.push(format!("step {}: {e}", i + 1));
                    break;
                }
            };
            let before = ron::to_string(&g).unwrap_or_default();
            let r = g.submit(step.seat, answer.clone());
            match (r, step.refused) {
                (Ok(()), false) => {}
                (Err(e), false) => {
                    script_errors.push(format!("step {}: {answer:?} refused: {e}", i + 1));
                    break;
                }
                (Ok(()), true) => {
                    script_errors.push(format!("step {}: {answer:?} was accepted but must be refused", i + 1));
                    break;
                }
                (Err(_), true) => {
                    if ron::to_string(&g).unwrap_or_default() != before {
                        script_errors.push(format!("step {}: a refused answer changed the game", i + 1));
                    }
                }
            }
        }
        let results = self.expect.iter().map(|e| (e.clone(), check(&g, e).err())).collect();
        Ok(Report { game: g, results, script_errors })
    }
}

fn find_in(g: &Game, cards: &[CardId], name: &str) -> Option<CardId> {
    cards.iter().copied().find(|c| g.name(*c) == name)
}

/// A battlefield reference from `seat`'s point of view: a general, or an equipment on one.
fn find_ref(g: &Game, seat: Seat, r: &str) -> Result<Tgt, String> {
    let (side, name) = match r.strip_prefix('!') {
        Some(n) => (1 - seat, n),
        None => (seat, r),
    };
    for u in &g.player(side).field {
        if g.name(u.card) == name {
            return Ok(Tgt::General(u.card));
        }
    }
    for u in &g.player(side).field {
        if let Some(e) = find_in(g, &u.equipment, name) {
            return Ok(Tgt::Equipment(e));
        }
    }
    Err(format!("no `{name}` on seat {side}'s battlefield"))
}

fn general_ref(g: &Game, seat: Seat, r: &str) -> Result<CardId, String> {
    match find_ref(g, seat, r)? {
        Tgt::General(c) => Ok(c),
        Tgt::Equipment(_) => Err(format!("`{r}` is not a general")),
    }
}

fn hand_card(g: &Game, seat: Seat, name: &str) -> Result<CardId, String> {
    find_in(g, &g.player(seat).hand, name).ok_or_else(|| format!("no `{name}` in seat {seat}'s hand"))
}

fn resolve_action(g: &Game, seat: Seat, a: &SAction) -> Result<Action, String> {
    Ok(match a {
        SAction::Recruit { card, outside } => Action::Recruit { card: hand_card(g, seat, card)?, outside: *outside },
        SAction::Equip { card, general } => {
            Action::Equip { card: hand_card(g, seat, card)?, general: general_ref(g, seat, general)? }
        }
        SAction::Event { card, target } => Action::Event {
            card: hand_card(g, seat, card)?,
            target: target.as_ref().map(|t| find_ref(g, seat, t)).transpose()?,
        },
        SAction::Stratagem { card, caster, target } => Action::Stratagem {
            card: hand_card(g, seat, card)?,
            caster: general_ref(g, seat, caster)?,
            target: general_ref(g, seat, target)?,
        },
        SAction::Active { general, source, target } => {
            let general = general_ref(g, seat, general)?;
            let source = match source {
                None => general,
                Some(s) => match find_ref(g, seat, s)? {
                    Tgt::General(c) | Tgt::Equipment(c) => c,
                },
            };
            Action::Active { general, source, target: target.as_ref().map(|t| find_ref(g, seat, t)).transpose()? }
        }
        SAction::PlaceAdvantage(c) => Action::PlaceAdvantage { card: hand_card(g, seat, c)? },
        SAction::InvokeAdvantage => Action::InvokeAdvantage,
        SAction::Move { general, to } => Action::Move { general: general_ref(g, seat, general)?, to: to.place(seat) },
        SAction::Attack { general, target } => {
            Action::Attack { general: general_ref(g, seat, general)?, target: general_ref(g, seat, target)? }
        }
        SAction::Siege(r) => Action::Siege { general: general_ref(g, seat, r)? },
        SAction::End => Action::End,
    })
}

fn resolve_answer(g: &Game, seat: Seat, a: &SAnswer) -> Result<Answer, String> {
    Ok(match a {
        SAnswer::Pass => Answer::Pass,
        SAnswer::Card(n) => {
            let p = g.player(seat);
            let searched = match g.pending() {
                Some(super::game::Request::Search { options, .. }) => find_in(g, options, n),
                _ => None,
            };
            let c = searched.or_else(|| find_in(g, &p.hand, n)).or_else(|| find_in(g, &p.order_options, n));
            Answer::Card(c.ok_or_else(|| format!("no `{n}` in seat {seat}'s hand"))?)
        }
        SAnswer::Cards(ns) => {
            let mut out: Vec<CardId> = Vec::new();
            for n in ns {
                let c = g
                    .player(seat)
                    .hand
                    .iter()
                    .copied()
                    .find(|c| g.name(*c) == n && !out.contains(c))
                    .ok_or_else(|| format!("no (further) `{n}` in seat {seat}'s hand"))?;
                out.push(c);
            }
            Answer::Cards(out)
        }
        SAnswer::Names(n) => Answer::Names(n.clone()),
        SAnswer::React(r) => Answer::Card(general_ref(g, seat, r)?),
        SAnswer::Act(a) => Answer::Act(resolve_action(g, seat, a)?),
    })
}

fn zone(g: &Game, seat: Seat, z: ZoneName) -> Vec<CardId> {
    let p = g.player(seat);
    match z {
        ZoneName::Hand => p.hand.clone(),
        ZoneName::Resource => p.resource.clone(),
        ZoneName::Spent => p.spent.clone(),
        ZoneName::Fallen => p.fallen.clone(),
        ZoneName::Removed => p.removed.clone(),
        ZoneName::Field => p.field.iter().map(|u| u.card).collect(),
    }
}

fn names(g: &Game, cs: impl IntoIterator<Item = CardId>) -> Vec<String> {
    cs.into_iter().map(|c| g.name(c).to_string()).collect()
}

fn check(g: &Game, e: &Expect) -> Result<(), String> {
    let seat = match e {
        Expect::Count { seat, .. }
        | Expect::Has { seat, .. }
        | Expect::Lacks { seat, .. }
        | Expect::ResourceTop { seat, .. }
        | Expect::ResourceBottom { seat, .. }
        | Expect::At { seat, .. }
        | Expect::Equipped { seat, .. }
        | Expect::Force { seat, .. }
        | Expect::Wit { seat, .. }
        | Expect::Cost { seat, .. }
        | Expect::HandLimit { seat, .. }
        | Expect::Legal { seat, .. }
        | Expect::Illegal { seat, .. }
        | Expect::Pending { seat, .. }
        | Expect::Order { seat, .. }
        | Expect::Winner { seat, .. } => Some(*seat),
        Expect::NoWinner | Expect::Happened(_) | Expect::NotHappened(_) | Expect::Advantage(_) => None,
    };
    if seat.is_some_and(|s| s > 1) {
        return Err("seats are 0 and 1".into());
    }
    let ok = |b: bool, got: String| if b { Ok(()) } else { Err(got) };
    let unit = |seat: Seat, card: &str| general_ref(g, seat, card);
    match e {
        Expect::Winner { seat, reason } => {
            let o = g.outcome();
            ok(o.is_some_and(|o| o.winner == *seat && o.reason == *reason), format!("{o:?}"))
        }
        Expect::NoWinner => ok(g.outcome().is_none(), format!("{:?}", g.outcome())),
        Expect::Count { seat, zone: z, n } => {
            let v = zone(g, *seat, *z);
            ok(v.len() == *n, format!("{} cards: {:?}", v.len(), names(g, v.iter().copied())))
        }
        Expect::Has { seat, zone: z, cards } | Expect::Lacks { seat, zone: z, cards } => {
            let v = names(g, zone(g, *seat, *z));
            let want = matches!(e, Expect::Has { .. });
            ok(cards.iter().all(|c| v.contains(c) == want), format!("{v:?}"))
        }
        Expect::ResourceTop { seat, cards } => {
            let v: Vec<String> = names(g, g.player(*seat).resource.iter().rev().copied());
            ok(v.len() >= cards.len() && v[..cards.len()] == cards[..], format!("{v:?}"))
        }
        Expect::ResourceBottom { seat, cards } => {
            let v = names(g, g.player(*seat).resource.iter().copied());
            ok(v.len() >= cards.len() && v[..cards.len()] == cards[..], format!("{v:?}"))
        }
        Expect::At { seat, card, at } => {
            let c = unit(*seat, card)?;
            let p = g.unit(c).map(|u| u.place);
            ok(p == Some(at.place(*seat)), format!("{p:?}"))
        }
        Expect::Equipped { seat, card, equipment } => {
            let c = unit(*seat, card)?;
            let v = names(g, g.unit(c).map(|u| u.equipment.clone()).unwrap_or_default());
            ok(&v == equipment, format!("{v:?}"))
        }
        Expect::Force { seat, card, n } => {
            let f = g.force(unit(*seat, card)?, Role::None);
            ok(f == *n, format!("{f}"))
        }
        Expect::Wit { seat, card, n } => {
            let f = g.wit(unit(*seat, card)?, None);
            ok(f == *n, format!("{f}"))
        }
        Expect::Cost { seat, card, n } => {
            let c = g.cost(*seat, hand_card(g, *seat, card)?);
            ok(c == *n, format!("{c}"))
        }
        Expect::HandLimit { seat, n } => ok(g.hand_limit(*seat) == *n, format!("{}", g.hand_limit(*seat))),
        Expect::Legal { seat, action } | Expect::Illegal { seat, action } => {
            let want = matches!(e, Expect::Legal { .. });
            let legal = match resolve_action(g, *seat, action) {
                Ok(a) => g.legal_actions(*seat).contains(&a),
                Err(_) => false,
            };
            ok(legal == want, format!("legal: {legal}"))
        }
        Expect::Pending { seat, kind } => {
            let p = g.pending();
            let got = p.map(|r| (r.seat(), format!("{r:?}")));
            ok(got.as_ref().is_some_and(|(s, d)| s == seat && d.starts_with(kind.as_str())), format!("{got:?}"))
        }
        Expect::Happened(k) | Expect::NotHappened(k) => {
            let want = matches!(e, Expect::Happened(_));
            let found = g.events().iter().any(|l| format!("{:?}", l.event).starts_with(k.as_str()));
            ok(found == want, format!("happened: {found}"))
        }
        Expect::Advantage(n) => {
            let got = g.advantage().map(|a| g.name(a.card).to_string());
            ok(&got == n, format!("{got:?}"))
        }
        Expect::Order { seat, card } => {
            let got = g.player(*seat).order.map(|c| g.name(c).to_string());
            ok(&got == card, format!("{got:?}"))
        }
    }
}
