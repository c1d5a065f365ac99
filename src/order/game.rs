//! The 将军令 state machine (seed 004 §3): setup (置牌, 宣布势力, 放置军令, 取手牌), the turn steps
//! 取 → (兵 / 布局 / 攻守 in any order) → 终, payments, 特 windows in the opponent's turn, and the five
//! win conditions (§1.4). One pending request at a time; `submit` validates against it and leaves the
//! state unchanged on an illegal answer.

use super::cards::{
    Ability, AdvCondition, Class, Effect, Faction, Mark, OrderEffect, Pool, SearchFor, SpecialEffect, Target, Trigger,
    When,
};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

pub type Seat = u8;

/// One physical card of this game (index into `Game::cards`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardId(pub u16);

/// A zone of the battlefield, absolute: `Inner(s)` is seat s's 自城内 (and the other's 敌城内), `Outer(s)` is
/// seat s's 自城外 (the other's 敌城外).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Place {
    Inner(Seat),
    Outer(Seat),
}

/// A general on the battlefield.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Unit {
    pub card: CardId,
    pub place: Place,
    /// 宝物 and 兵种 on it (cards keep their owner: a 敌 card returns to its owner's 耗费区).
    pub equipment: Vec<CardId>,
    /// 刚招募: recruited this turn (待命).
    pub fresh: bool,
    /// Moves/attacks left this turn (将领回合).
    pub actions: u8,
    /// Sources (the general or an equipment) whose 特效 was used this turn.
    pub used: Vec<CardId>,
    /// 武/智 changes until the end of the turn.
    pub force_mod: i8,
    pub wit_mod: i8,
    /// 不死金身 already spent.
    pub spared: bool,
    /// The turn number in which its reactive 特效 (`Ability::Reaction`) was last invoked (0: never).
    #[serde(default)]
    pub reacted: u32,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Player {
    /// 资源区: the last element is the top.
    pub resource: Vec<CardId>,
    pub hand: Vec<CardId>,
    /// 耗费区: the last element is the top.
    pub spent: Vec<CardId>,
    /// 阵亡区.
    pub fallen: Vec<CardId>,
    /// 游戏除外.
    pub removed: Vec<CardId>,
    /// The 军令 candidates set aside before the game (not part of the 40–60).
    pub order_options: Vec<CardId>,
    /// 军令区.
    pub order: Option<CardId>,
    /// Declared factions (宣布势力).
    pub factions: Vec<Faction>,
    /// Card names (pool indices) this player may not use (the opponent's 束缚).
    pub shackled: Vec<u16>,
    pub field: Vec<Unit>,
}

/// The shared 优势 slot (one 优势 card on the whole battlefield).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AdvantageSlot {
    pub card: CardId,
    pub owner: Seat,
    /// 生效: its static effects are in force.
    pub active: bool,
    /// The turn number it was last invoked.
    pub invoked_turn: u32,
}

/// Something a user chooses to target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tgt {
    General(CardId),
    Equipment(CardId),
}

/// A free action of the main step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// 兵: recruit a general from hand (into 自城外 only with `EnterOutside`).
    Recruit {
        card: CardId,
        outside: bool,
    },
    /// 装备 a 宝物/兵种 on a general (an opponent's general for 敌 cards).
    Equip {
        card: CardId,
        general: CardId,
    },
    /// Use a 事件.
    Event {
        card: CardId,
        target: Option<Tgt>,
    },
    /// Use a 计略 through `caster` against `target` in the same zone (计略攻击).
    Stratagem {
        card: CardId,
        caster: CardId,
        target: CardId,
    },
    /// Invoke the 特效 of `source` (the general itself or its equipment).
    Active {
        general: CardId,
        source: CardId,
        target: Option<Tgt>,
    },
    /// Place a 优势 card.
    PlaceAdvantage {
        card: CardId,
    },
    /// Fulfil the 发动条件 of your 优势 card.
    InvokeAdvantage,
    Move {
        general: CardId,
        to: Place,
    },
    /// 武力攻击.
    Attack {
        general: CardId,
        target: CardId,
    },
    /// 攻城.
    Siege {
        general: CardId,
    },
    /// 终.
    End,
}

/// Why a payment is asked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PayFor {
    Card(CardId),
    Active(CardId),
    Advantage(CardId),
}

/// The one pending decision.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Choose a 军令 (or none) before the game.
    ChooseOrder { seat: Seat, options: Vec<CardId> },
    /// 束缚: name `count` cards (pool ids) the opponent may not use.
    NameCards { seat: Seat, count: u8, options: Vec<String> },
    /// The main step: one of `actions`.
    Main { seat: Seat, actions: Vec<Action> },
    /// Put exactly `count` of `from` (hand cards) into the 耗费区.
    Pay { seat: Seat, count: u8, from: Vec<CardId>, reason: PayFor },
    /// The opponent's move (`action`, already announced) may be answered with a 特 card, a 对 card through an
    /// innate 对策, or a reactive 特效 of one of the responder's generals (the option is then that general
    /// on the battlefield); pass allowed.
    Respond { seat: Seat, triggers: Vec<Trigger>, options: Vec<CardId>, action: Action },
    /// 对策: play one of these 对 cards on the attacked general, or pass.
    CounterPlay { seat: Seat, general: CardId, options: Vec<CardId> },
    /// Over the hand limit at 终: put exactly `count` hand cards into the 耗费区.
    Discard { seat: Seat, count: u8, from: Vec<CardId> },
    /// 找寻: take one of these cards from your 资源区 (one per name, in no telling order).
    Search { seat: Seat, options: Vec<CardId> },
}

impl Request {
    pub fn seat(&self) -> Seat {
        match self {
            Request::ChooseOrder { seat, .. }
            | Request::NameCards { seat, .. }
            | Request::Main { seat, .. }
            | Request::Pay { seat, .. }
            | Request::Respond { seat, .. }
            | Request::CounterPlay { seat, .. }
            | Request::Discard { seat, .. }
            | Request::Search { seat, .. } => *seat,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Answer {
    Pass,
    Card(CardId),
    Cards(Vec<CardId>),
    Names(Vec<String>),
    Act(Action),
}

/// The five ways to win (§1.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WinReason {
    /// 1) the loser had no resource card to take at the start of their turn.
    NoResource,
    /// 2) the loser could not pay a [消耗].
    CannotPayBurn,
    /// 3) the loser could not pay the [军费].
    CannotPayUpkeep,
    /// 4) 特殊胜利.
    Special,
    /// 5) the loser used a faction they had not declared.
    UndeclaredFaction,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winner: Seat,
    pub reason: WinReason,
}

/// Who may see an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Vis {
    All,
    Only(Seat),
}

/// Everything observable.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    OrderSet {
        seat: Seat,
    },
    OrderRevealed {
        seat: Seat,
        card: Option<CardId>,
    },
    Shackled {
        seat: Seat,
        names: Vec<String>,
    },
    TurnStarted {
        seat: Seat,
        turn: u32,
    },
    Drew {
        seat: Seat,
        count: u8,
    },
    /// Private: which cards were drawn.
    DrewCards {
        seat: Seat,
        cards: Vec<CardId>,
    },
    Recruited {
        seat: Seat,
        card: CardId,
        cost: u8,
        outside: bool,
    },
    Equipped {
        seat: Seat,
        card: CardId,
        general: CardId,
        cost: u8,
    },
    EventUsed {
        seat: Seat,
        card: CardId,
        cost: u8,
    },
    StratagemUsed {
        seat: Seat,
        card: CardId,
        caster: CardId,
        target: CardId,
        cost: u8,
    },
    ActiveUsed {
        seat: Seat,
        general: CardId,
        source: CardId,
        cost: u8,
    },
    AdvantagePlaced {
        seat: Seat,
        card: CardId,
    },
    AdvantageInvoked {
        seat: Seat,
        card: CardId,
    },
    /// Cards paid face down into the 耗费区.
    Paid {
        seat: Seat,
        count: u8,
    },
    SpecialUsed {
        seat: Seat,
        card: CardId,
        cost: u8,
    },
    Negated {
        card: CardId,
    },
    Evaded {
        general: CardId,
    },
    /// A reactive 特效 was invoked in the opponent's turn (its 特效点 follow as `Paid`).
    Reacted {
        seat: Seat,
        general: CardId,
        cost: u8,
    },
    /// `guard` takes the attack in place of `general` (舍身取义).
    Guarded {
        guard: CardId,
        general: CardId,
    },
    Moved {
        seat: Seat,
        general: CardId,
        to: Place,
    },
    /// A 武力攻击 or 攻城 is declared (the opponent may answer before it resolves).
    AttackDeclared {
        general: CardId,
        target: Option<CardId>,
    },
    ForceAttack {
        attacker: CardId,
        defender: CardId,
        attack: i8,
        defence: i8,
    },
    WitContest {
        caster: CardId,
        target: CardId,
        caster_wit: i8,
        target_wit: i8,
    },
    Victory {
        winner: CardId,
        loser: CardId,
    },
    Died {
        seat: Seat,
        card: CardId,
    },
    Spared {
        card: CardId,
    },
    Siege {
        general: CardId,
        amount: u8,
    },
    Burned {
        seat: Seat,
        count: u8,
    },
    Recycled {
        seat: Seat,
        count: u8,
    },
    Searched {
        seat: Seat,
        card: Option<CardId>,
    },
    Discarded {
        seat: Seat,
        count: u8,
    },
    Bounced {
        card: CardId,
    },
    PushedBack {
        card: CardId,
    },
    Shattered {
        card: CardId,
    },
    Exiled {
        card: CardId,
    },
    Buffed {
        card: CardId,
        force: i8,
        wit: i8,
    },
    Hastened {
        card: CardId,
    },
    HandLimit {
        seat: Seat,
        limit: u8,
        discarded: u8,
    },
    Upkeep {
        seat: Seat,
        count: u8,
    },
    GameOver {
        winner: Seat,
        reason: WinReason,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Logged {
    pub vis: Vis,
    pub event: Event,
}

/// What happens once a payment is made.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
enum Then {
    /// The main action is paid: open the opponent's window (or resolve).
    Action(Action),
    /// The responder paid a 特 card.
    Special { action: Action, card: CardId, mods: Mods },
    /// The responder paid a 对 card played on `general`.
    Counter { action: Action, card: CardId, general: CardId, mods: Mods },
    /// A 优势 card's 发动条件 (pay hand cards) is paid.
    Advantage,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
enum Stage {
    ChooseOrder(Seat),
    NameCards(Seat),
    Main,
    Pay { seat: Seat, count: u8, reason: PayFor, then: Then },
    Window { action: Action, triggers: Vec<Trigger>, mods: Mods },
    Counter { action: Action, general: CardId, mods: Mods },
    Discard { count: u8 },
    Search { seat: Seat, options: Vec<CardId> },
    Over,
}

/// How an opponent's answer changed the action being resolved.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
struct Mods {
    negated: bool,
    void: bool,
    soften: u8,
}

/// One side's setup: its deck (pool ids, any order), 军令 candidates and declared factions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SideSetup {
    pub cards: Vec<String>,
    #[serde(default)]
    pub orders: Vec<String>,
    pub factions: Vec<Faction>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Setup {
    pub sides: [SideSetup; 2],
    /// Who starts (default: drawn from the seed).
    #[serde(default)]
    pub first: Option<Seat>,
}

/// An answer that does not fit the pending request: why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    GameOver,
    NotYourTurn { expected: Seat },
    WrongKind,
    NotLegal,
    WrongCount { expected: u8 },
    NotAnOption(CardId),
    Duplicate,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::GameOver => write!(f, "the game is over"),
            Refusal::NotYourTurn { expected } => write!(f, "the request is for seat {expected}"),
            Refusal::WrongKind => write!(f, "this kind of answer does not fit the request"),
            Refusal::NotLegal => write!(f, "not one of the legal actions"),
            Refusal::WrongCount { expected } => write!(f, "exactly {expected} cards are needed"),
            Refusal::NotAnOption(c) => write!(f, "card {} is not among the options", c.0),
            Refusal::Duplicate => write!(f, "a card is named twice"),
        }
    }
}

/// A setup that cannot start: which card name is unknown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub String);

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

fn ser_pool<S: serde::Serializer>(p: &Arc<Pool>, s: S) -> Result<S::Ok, S::Error> {
    p.as_ref().serialize(s)
}
fn de_pool<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Arc<Pool>, D::Error> {
    Pool::deserialize(d).map(Arc::new)
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Game {
    #[serde(serialize_with = "ser_pool", deserialize_with = "de_pool")]
    pub(crate) pool: Arc<Pool>,
    /// Per card: (pool index, owner).
    pub(crate) cards: Vec<(u16, Seat)>,
    pub(crate) players: [Player; 2],
    pub(crate) advantage: Option<AdvantageSlot>,
    pub(crate) first: Seat,
    pub(crate) current: Seat,
    pub(crate) turn: u32,
    stage: Stage,
    pending: Option<Request>,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) rng: ChaCha8Rng,
    events: Vec<Logged>,
    recording: bool,
    decisions: u64,
}

pub const OPENING_HAND: usize = 5;

impl Game {
    /// A new game: each deck shuffled into its 资源区, 军令 chosen, 5 cards each, the first turn begun.
    pub fn new(setup: Setup, seed: u64, pool: Arc<Pool>) -> Result<Game, SetupError> {
        let mut g = Game::empty(pool, seed);
        for (s, side) in setup.sides.iter().enumerate() {
            let seat = s as Seat;
            for name in &side.cards {
                let c = g.add_card(name, seat)?;
                g.players[s].resource.push(c);
            }
            for name in &side.orders {
                let c = g.add_card(name, seat)?;
                if !matches!(g.def(c).class, Class::Order) {
                    return Err(SetupError(format!("`{name}` is not a 军令 card")));
                }
                g.players[s].order_options.push(c);
            }
            g.players[s].factions = side.factions.clone();
        }
        for p in 0..2 {
            let mut r = std::mem::take(&mut g.players[p].resource);
            r.shuffle(&mut g.rng);
            g.players[p].resource = r;
        }
        g.first = match setup.first {
            Some(s) if s < 2 => s,
            _ => (rand::RngExt::random_range(&mut g.rng, 0..2u8)) as Seat,
        };
        g.current = g.first;
        g.stage = Stage::ChooseOrder(g.first);
        g.advance();
        Ok(g)
    }

    pub(crate) fn empty(pool: Arc<Pool>, seed: u64) -> Game {
        Game {
            pool,
            cards: Vec::new(),
            players: [Player::default(), Player::default()],
            advantage: None,
            first: 0,
            current: 0,
            turn: 0,
            stage: Stage::Main,
            pending: None,
            outcome: None,
            rng: ChaCha8Rng::seed_from_u64(seed),
            events: Vec::new(),
            recording: true,
            decisions: 0,
        }
    }

    /// Scenarios: begin the main step of `current`'s turn number `turn` (optionally from its start, 取).
    pub(crate) fn begin_scenario(&mut self, current: Seat, turn: u32, from_start: bool) {
        self.current = current;
        if from_start {
            self.turn = turn.saturating_sub(1);
            self.start_turn();
        } else {
            self.turn = turn;
            self.stage = Stage::Main;
        }
        self.advance();
    }

    /// Scenarios: run the setup steps (军令, 束缚, opening hands) as `Game::new` does.
    pub(crate) fn begin_setup(&mut self, first: Seat) {
        self.first = first;
        self.current = first;
        self.stage = Stage::ChooseOrder(first);
        self.advance();
    }

    pub(crate) fn add_card(&mut self, name: &str, owner: Seat) -> Result<CardId, SetupError> {
        let idx = self.pool.index(name).ok_or_else(|| SetupError(format!("unknown card `{name}`")))?;
        if self.cards.len() >= 4_000 {
            return Err(SetupError("a game holds at most 4,000 cards".into()));
        }
        let id = CardId(self.cards.len() as u16);
        self.cards.push((idx as u16, owner));
        Ok(id)
    }

    // ---------------------------------------------------------------- accessors

    pub fn pool(&self) -> &Pool {
        &self.pool
    }
    pub fn def(&self, c: CardId) -> &super::cards::CardDef {
        &self.pool.cards[self.cards[c.0 as usize].0 as usize]
    }
    pub fn name(&self, c: CardId) -> &str {
        &self.def(c).id
    }
    pub fn owner(&self, c: CardId) -> Seat {
        self.cards[c.0 as usize].1
    }
    pub fn card_count(&self) -> usize {
        self.cards.len()
    }
    pub fn player(&self, s: Seat) -> &Player {
        &self.players[s as usize]
    }
    pub fn advantage(&self) -> Option<&AdvantageSlot> {
        self.advantage.as_ref()
    }
    pub fn pending(&self) -> Option<&Request> {
        self.pending.as_ref()
    }
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    pub fn current(&self) -> Seat {
        self.current
    }
    pub fn first(&self) -> Seat {
        self.first
    }
    pub fn turn(&self) -> u32 {
        self.turn
    }
    pub fn decisions(&self) -> u64 {
        self.decisions
    }
    pub fn events(&self) -> &[Logged] {
        &self.events
    }
    pub fn drain_events(&mut self) -> Vec<Logged> {
        std::mem::take(&mut self.events)
    }
    /// Off for self-play and AI rollouts.
    pub fn set_recording(&mut self, on: bool) {
        self.recording = on;
    }
    pub fn unit(&self, c: CardId) -> Option<&Unit> {
        self.players.iter().flat_map(|p| p.field.iter()).find(|u| u.card == c)
    }
    fn unit_mut(&mut self, c: CardId) -> Option<&mut Unit> {
        self.players.iter_mut().flat_map(|p| p.field.iter_mut()).find(|u| u.card == c)
    }
    fn controller(&self, c: CardId) -> Option<Seat> {
        (0..2).find(|&s| self.players[s].field.iter().any(|u| u.card == c)).map(|s| s as Seat)
    }
    /// The unit that carries equipment `e`.
    fn bearer(&self, e: CardId) -> Option<CardId> {
        self.players.iter().flat_map(|p| p.field.iter()).find(|u| u.equipment.contains(&e)).map(|u| u.card)
    }

    fn log(&mut self, vis: Vis, event: Event) {
        if self.recording {
            self.events.push(Logged { vis, event });
        }
    }

    // ---------------------------------------------------------------- derived values

    /// Hand limit at 终 (§2.2.5): 1 faction 10, 2 factions 8, 3+ 6 (无 does not count), plus modifiers.
    pub fn hand_limit(&self, s: Seat) -> u8 {
        let p = &self.players[s as usize];
        let n = p.factions.iter().filter(|f| **f != Faction::Neutral).collect::<std::collections::BTreeSet<_>>().len();
        let mut limit: i32 = match n {
            0 | 1 => 10,
            2 => 8,
            _ => 6,
        };
        for u in &p.field {
            for a in self.abilities_of(u) {
                if let Ability::HandLimit(k) = a {
                    limit += *k as i32;
                }
            }
        }
        if let Some(OrderEffect::HandLimit(k)) = self.order_effect(s) {
            limit += *k as i32;
        }
        limit.clamp(0, 60) as u8
    }

    fn order_effect(&self, s: Seat) -> Option<&OrderEffect> {
        self.players[s as usize].order.and_then(|c| self.def(c).order.as_ref())
    }

    /// The abilities a unit carries: its own and its equipment's.
    fn abilities_of<'a>(&'a self, u: &'a Unit) -> impl Iterator<Item = &'a Ability> + 'a {
        std::iter::once(u.card).chain(u.equipment.iter().copied()).flat_map(move |c| self.def(c).abilities.iter())
    }

    /// The 优势 card's static abilities, if in force: (owner, abilities).
    fn advantage_statics(&self) -> Option<(Seat, &[Ability])> {
        let a = self.advantage.as_ref()?;
        if !a.active {
            return None;
        }
        Some((a.owner, &self.def(a.card).abilities))
    }

    fn when_holds(when: When, u: &Unit, owner: Seat, role: Role) -> bool {
        match when {
            When::Always => true,
            When::Attacking => role == Role::Attacker,
            When::Defending => role == Role::Defender,
            When::Outside => matches!(u.place, Place::Outer(_)),
            When::Inside => u.place == Place::Inner(owner),
        }
    }

    /// The current [武] of a general (§2.2.3), in a role.
    pub fn force(&self, c: CardId, role: Role) -> i8 {
        let Some(owner) = self.controller(c) else { return 0 };
        let Some(u) = self.unit(c) else { return 0 };
        let def = self.def(c);
        let Class::General { force, .. } = def.class else { return 0 };
        let mut f = force as i32 + u.force_mod as i32;
        for a in self.abilities_of(u) {
            if let Ability::Force { n, when } = a
                && Self::when_holds(*when, u, owner, role)
            {
                f += *n as i32;
            }
        }
        for other in &self.players[owner as usize].field {
            if other.card == c {
                continue;
            }
            for a in self.abilities_of(other) {
                if let Ability::Aura { faction, n } = a
                    && def.factions.contains(faction)
                {
                    f += *n as i32;
                }
            }
        }
        if let Some(OrderEffect::MarkForce { mark, n }) = self.order_effect(owner)
            && def.has_mark(*mark)
        {
            f += *n as i32;
        }
        if let Some((adv_owner, abs)) = self.advantage_statics() {
            for a in abs {
                match a {
                    Ability::Force { n, when } if Self::when_holds(*when, u, owner, role) => f += *n as i32,
                    // 地利: opponents' generals in the owner's 自城外.
                    Ability::Hostile(n) if owner != adv_owner && u.place == Place::Outer(adv_owner) => f += *n as i32,
                    _ => {}
                }
            }
        }
        f.clamp(-99, 99) as i8
    }

    /// The current [智] of a general; `element` when it carries out a 计略 of that element.
    pub fn wit(&self, c: CardId, element: Option<super::cards::Element>) -> i8 {
        let Some(owner) = self.controller(c) else { return 0 };
        let Some(u) = self.unit(c) else { return 0 };
        let Class::General { wit, .. } = self.def(c).class else { return 0 };
        let mut w = wit as i32 + u.wit_mod as i32;
        let adv = self.advantage_statics().filter(|(o, _)| *o == owner).map(|(_, a)| a).unwrap_or(&[]);
        for a in self.abilities_of(u).chain(adv.iter()) {
            match a {
                Ability::Wit { n, when } if Self::when_holds(*when, u, owner, Role::None) => w += *n as i32,
                Ability::ElementWit { element: e, n } if Some(*e) == element => w += *n as i32,
                _ => {}
            }
        }
        w.clamp(-99, 99) as i8
    }

    /// What `seat` pays for a card now: 招募点 less one per own general on the battlefield per shared
    /// faction (§3.5), 耗费点 for other cards; less `CostCut` for marked cards; never below 0.
    pub fn cost(&self, seat: Seat, c: CardId) -> u8 {
        let def = self.def(c);
        let mut cost = def.base_cost() as i32;
        let p = &self.players[seat as usize];
        if def.is_general() {
            for u in &p.field {
                let ud = self.def(u.card);
                cost -= def.real_factions().filter(|f| ud.factions.contains(f)).count() as i32;
            }
        }
        for u in &p.field {
            for a in self.abilities_of(u) {
                if let Ability::CostCut { mark, n } = a
                    && def.has_mark(*mark)
                {
                    cost -= *n as i32;
                }
            }
        }
        cost.max(0) as u8
    }

    /// The current hand minus `except`, for payments.
    fn hand_except(&self, seat: Seat, except: Option<CardId>) -> Vec<CardId> {
        self.players[seat as usize].hand.iter().copied().filter(|c| Some(*c) != except).collect()
    }

    fn affordable(&self, seat: Seat, c: CardId) -> bool {
        self.cost(seat, c) as usize <= self.players[seat as usize].hand.len().saturating_sub(1)
    }

    fn usable_name(&self, seat: Seat, c: CardId) -> bool {
        !self.players[seat as usize].shackled.contains(&self.cards[c.0 as usize].0)
    }

    /// Whether this general may still move or attack this turn (将领回合, 待命).
    fn can_act(&self, u: &Unit) -> bool {
        u.actions > 0 && (!u.fresh || self.abilities_of(u).any(|a| matches!(a, Ability::Swift)))
    }

    /// Whether `mover` (of `seat`) may advance past its 自城外 (movement rules 3 and 4, §3.6.5): the
    /// generals left in the 自城外 must at least match the opponent's generals there.
    fn can_pass(&self, seat: Seat, mover: CardId) -> bool {
        let o = 1 - seat;
        let enemies = self.players[o as usize].field.iter().filter(|u| u.place == Place::Outer(seat)).count();
        let blockers = self.players[seat as usize]
            .field
            .iter()
            .filter(|u| u.card != mover && u.place == Place::Outer(seat))
            .count();
        blockers >= enemies
    }

    /// Where a general may move (§3.6.5).
    pub fn move_targets(&self, seat: Seat, u: &Unit) -> Vec<Place> {
        let o = 1 - seat;
        match u.place {
            Place::Inner(s) if s == seat => {
                let mut v = vec![Place::Outer(seat)];
                if self.can_pass(seat, u.card) {
                    v.push(Place::Outer(o));
                }
                v
            }
            Place::Outer(s) if s == seat => {
                let mut v = vec![Place::Inner(seat)];
                if self.can_pass(seat, u.card) {
                    v.push(Place::Outer(o));
                }
                v
            }
            Place::Outer(_) => vec![Place::Outer(seat), Place::Inner(seat)],
            Place::Inner(_) => vec![],
        }
    }

    fn enemies_at(&self, seat: Seat, place: Place) -> impl Iterator<Item = &Unit> {
        self.players[(1 - seat) as usize].field.iter().filter(move |u| u.place == place)
    }

    /// Who a target kind can name for `seat` (`this` for `Target::This`).
    fn targets(&self, seat: Seat, t: Target) -> Vec<Tgt> {
        let me = &self.players[seat as usize];
        let opp = &self.players[(1 - seat) as usize];
        match t {
            Target::This | Target::AllOwn => vec![],
            Target::OwnGeneral => me.field.iter().map(|u| Tgt::General(u.card)).collect(),
            Target::EnemyGeneral => opp.field.iter().map(|u| Tgt::General(u.card)).collect(),
            Target::EnemyOutside => {
                opp.field.iter().filter(|u| matches!(u.place, Place::Outer(_))).map(|u| Tgt::General(u.card)).collect()
            }
            Target::EnemyMarked(m) => {
                opp.field.iter().filter(|u| self.def(u.card).has_mark(m)).map(|u| Tgt::General(u.card)).collect()
            }
            Target::EnemyEquipment => {
                opp.field.iter().flat_map(|u| u.equipment.iter().map(|e| Tgt::Equipment(*e))).collect()
            }
        }
    }

    /// The single chosen target kind of a list of effects (the first that names one).
    fn chosen_target(effects: &[Effect]) -> Option<Target> {
        effects.iter().find_map(|e| {
            let t = match e {
                Effect::Buff { target, .. } | Effect::Hasten(target) => *target,
                Effect::Bounce(t) | Effect::PushBack(t) | Effect::Shatter(t) | Effect::Exile(t) => *t,
                _ => return None,
            };
            (!matches!(t, Target::This | Target::AllOwn)).then_some(t)
        })
    }

    /// Target options for a list of effects: `[None]` when nothing is chosen, empty when nothing fits.
    fn target_options(&self, seat: Seat, effects: &[Effect]) -> Vec<Option<Tgt>> {
        match Self::chosen_target(effects) {
            None => vec![None],
            Some(t) => self.targets(seat, t).into_iter().map(Some).collect(),
        }
    }

    /// Whether equipment `e` may go on general `g` (slots, unique 宝物 per side; §2.3.1, §3.6.1).
    fn fits(&self, e: CardId, g: CardId) -> bool {
        let Some(u) = self.unit(g) else { return false };
        let Class::Equipment { troop, .. } = self.def(e).class else { return false };
        let count = |t: bool| {
            u.equipment
                .iter()
                .filter(|x| matches!(self.def(**x).class, Class::Equipment { troop, .. } if troop == t))
                .count()
        };
        let (treasures, troops) = (count(false), count(true));
        let double = self.abilities_of(u).any(|a| matches!(a, Ability::DoubleTreasure));
        // One 宝物 and one 兵种; a general with `DoubleTreasure` may instead carry two 宝物 (and then no 兵种).
        let ok = if troop {
            troops == 0 && !(double && treasures >= 2)
        } else if double {
            treasures == 0 || (treasures == 1 && troops == 0)
        } else {
            treasures == 0
        };
        if !ok {
            return false;
        }
        if !troop {
            let Some(side) = self.controller(g) else { return false };
            let name = self.cards[e.0 as usize].0;
            let dup = self.players[side as usize]
                .field
                .iter()
                .flat_map(|u| u.equipment.iter())
                .any(|x| self.cards[x.0 as usize].0 == name);
            if dup {
                return false;
            }
        }
        true
    }

    /// Unique generals (§1.2.1, §2.2.1): no own general of the same name on the battlefield or in the 阵亡区.
    fn name_free(&self, seat: Seat, c: CardId) -> bool {
        let name = self.cards[c.0 as usize].0;
        let p = &self.players[seat as usize];
        !p.field.iter().map(|u| u.card).chain(p.fallen.iter().copied()).any(|x| self.cards[x.0 as usize].0 == name)
    }

    /// Every legal main-step action of `seat` (the same function drives validation, bots and the UI).
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        let p = &self.players[seat as usize];
        let o = 1 - seat;
        for &c in &p.hand {
            if !self.usable_name(seat, c) || !self.affordable(seat, c) {
                continue;
            }
            let def = self.def(c);
            match &def.class {
                Class::General { .. } => {
                    if self.name_free(seat, c) {
                        out.push(Action::Recruit { card: c, outside: false });
                        if def.abilities.iter().any(|a| matches!(a, Ability::EnterOutside)) {
                            out.push(Action::Recruit { card: c, outside: true });
                        }
                    }
                }
                Class::Equipment { .. } => {
                    let side = if def.has_mark(Mark::Enemy) { o } else { seat };
                    for u in &self.players[side as usize].field {
                        if self.fits(c, u.card) {
                            out.push(Action::Equip { card: c, general: u.card });
                        }
                    }
                }
                Class::Event { .. } => {
                    for t in self.target_options(seat, &def.effects) {
                        out.push(Action::Event { card: c, target: t });
                    }
                }
                Class::Stratagem { .. } => {
                    for u in p.field.iter().filter(|u| self.can_act(u)) {
                        for e in self.enemies_at(seat, u.place) {
                            out.push(Action::Stratagem { card: c, caster: u.card, target: e.card });
                        }
                    }
                }
                Class::Advantage { .. } => out.push(Action::PlaceAdvantage { card: c }),
                Class::Special { .. } | Class::Order => {}
            }
        }
        for u in &p.field {
            for src in std::iter::once(u.card).chain(u.equipment.iter().copied()) {
                if u.used.contains(&src) || self.owner(src) != seat && src != u.card {
                    continue;
                }
                for a in &self.def(src).abilities {
                    if let Ability::Active { cost, effect } = a {
                        if *cost as usize > p.hand.len() {
                            continue;
                        }
                        for t in self.target_options(seat, std::slice::from_ref(effect)) {
                            out.push(Action::Active { general: u.card, source: src, target: t });
                        }
                    }
                }
            }
        }
        if let Some(a) = &self.advantage
            && a.owner == seat
            && a.invoked_turn != self.turn
            && let Class::Advantage { condition, .. } = &self.def(a.card).class
        {
            let one_off = !self.def(a.card).effects.is_empty();
            let ok = match condition {
                AdvCondition::None => false,
                AdvCondition::Generals(n) => p.field.len() >= *n as usize,
                AdvCondition::PayHand(n) => p.hand.len() >= *n as usize,
            };
            if ok && (one_off || !a.active) {
                out.push(Action::InvokeAdvantage);
            }
        }
        for u in p.field.iter().filter(|u| self.can_act(u)) {
            for to in self.move_targets(seat, u) {
                out.push(Action::Move { general: u.card, to });
            }
            for e in self.enemies_at(seat, u.place) {
                out.push(Action::Attack { general: u.card, target: e.card });
            }
            if u.place == Place::Outer(o) && self.enemies_at(seat, u.place).next().is_none() {
                out.push(Action::Siege { general: u.card });
            }
        }
        out.push(Action::End);
        out
    }

    // ---------------------------------------------------------------- submit

    /// Answers the pending request. An illegal answer is refused and changes nothing.
    pub fn submit(&mut self, seat: Seat, answer: Answer) -> Result<(), Refusal> {
        let Some(req) = self.pending.clone() else { return Err(Refusal::GameOver) };
        if req.seat() != seat {
            return Err(Refusal::NotYourTurn { expected: req.seat() });
        }
        match (&req, answer) {
            (Request::ChooseOrder { options, .. }, a) => {
                let pick = match a {
                    Answer::Pass => None,
                    Answer::Card(c) if options.contains(&c) => Some(c),
                    Answer::Card(c) => return Err(Refusal::NotAnOption(c)),
                    _ => return Err(Refusal::WrongKind),
                };
                self.finish(seat);
                self.players[seat as usize].order = pick;
                self.log(Vis::All, Event::OrderSet { seat });
                self.stage =
                    if seat == self.first { Stage::ChooseOrder(1 - seat) } else { Stage::NameCards(self.first) };
                self.reveal_orders_if_done();
            }
            (Request::NameCards { count, options, .. }, a) => {
                let Answer::Names(names) = a else { return Err(Refusal::WrongKind) };
                if names.len() != *count as usize {
                    return Err(Refusal::WrongCount { expected: *count });
                }
                if names.iter().any(|n| !options.contains(n)) {
                    return Err(Refusal::NotLegal);
                }
                if names.len() > 1 && names[0] == names[1] {
                    return Err(Refusal::Duplicate);
                }
                self.finish(seat);
                let idx: Vec<u16> = names.iter().filter_map(|n| self.pool.index(n)).map(|i| i as u16).collect();
                self.players[(1 - seat) as usize].shackled = idx;
                self.log(Vis::All, Event::Shackled { seat, names });
                self.stage = if seat == self.first { Stage::NameCards(1 - seat) } else { Stage::Main };
                if matches!(self.stage, Stage::Main) {
                    self.deal_and_start();
                }
            }
            (Request::Main { actions, .. }, a) => {
                let Answer::Act(act) = a else { return Err(Refusal::WrongKind) };
                if !actions.contains(&act) {
                    return Err(Refusal::NotLegal);
                }
                self.finish(seat);
                self.begin_action(seat, act);
            }
            (Request::Pay { count, from, .. } | Request::Discard { count, from, .. }, a) => {
                let cards = match a {
                    Answer::Cards(c) => c,
                    Answer::Pass if *count == 0 => vec![],
                    _ => return Err(Refusal::WrongKind),
                };
                check_subset(&cards, from, *count)?;
                self.finish(seat);
                for c in &cards {
                    self.hand_to_spent(seat, *c);
                }
                if matches!(req, Request::Discard { .. }) {
                    let limit = self.hand_limit(seat);
                    self.log(Vis::All, Event::HandLimit { seat, limit, discarded: *count });
                    self.upkeep();
                } else {
                    self.log(Vis::All, Event::Paid { seat, count: *count });
                    let Stage::Pay { then, .. } = std::mem::replace(&mut self.stage, Stage::Main) else {
                        return Ok(());
                    };
                    self.after_pay(seat, then);
                }
            }
            (Request::Respond { options, .. }, a) => {
                let Stage::Window { action, mods, .. } = self.stage.clone() else { return Err(Refusal::WrongKind) };
                match a {
                    Answer::Pass => {
                        self.finish(seat);
                        self.resolve(action, mods);
                    }
                    Answer::Card(c) if options.contains(&c) => {
                        self.finish(seat);
                        self.play_response(seat, action, c, mods);
                    }
                    Answer::Card(c) => return Err(Refusal::NotAnOption(c)),
                    _ => return Err(Refusal::WrongKind),
                }
            }
            (Request::Search { options, .. }, a) => {
                let Answer::Card(c) = a else { return Err(Refusal::WrongKind) };
                if !options.contains(&c) {
                    return Err(Refusal::NotAnOption(c));
                }
                self.finish(seat);
                self.stage = Stage::Main;
                self.finish_search(seat, Some(c));
            }
            (Request::CounterPlay { options, general, .. }, a) => {
                let Stage::Counter { action, mods, .. } = self.stage.clone() else { return Err(Refusal::WrongKind) };
                match a {
                    Answer::Pass => {
                        self.finish(seat);
                        self.resolve(action, mods);
                    }
                    Answer::Card(c) if options.contains(&c) => {
                        self.finish(seat);
                        let general = *general;
                        self.start_counter_card(seat, action, c, general, mods);
                    }
                    Answer::Card(c) => return Err(Refusal::NotAnOption(c)),
                    _ => return Err(Refusal::WrongKind),
                }
            }
        }
        self.advance();
        Ok(())
    }

    fn finish(&mut self, _seat: Seat) {
        self.pending = None;
        self.decisions += 1;
    }

    fn reveal_orders_if_done(&mut self) {
        if self.stage == Stage::NameCards(self.first) {
            for s in 0..2u8 {
                let card = self.players[s as usize].order;
                self.log(Vis::All, Event::OrderRevealed { seat: s, card });
            }
        }
    }

    /// Computes the next request from the stage (skipping steps with nothing to decide).
    fn advance(&mut self) {
        loop {
            if self.outcome.is_some() {
                self.stage = Stage::Over;
                self.pending = None;
                return;
            }
            match self.stage.clone() {
                Stage::ChooseOrder(s) => {
                    let options = self.players[s as usize].order_options.clone();
                    if options.is_empty() {
                        self.log(Vis::All, Event::OrderSet { seat: s });
                        self.stage =
                            if s == self.first { Stage::ChooseOrder(1 - s) } else { Stage::NameCards(self.first) };
                        self.reveal_orders_if_done();
                        continue;
                    }
                    self.pending = Some(Request::ChooseOrder { seat: s, options });
                }
                Stage::NameCards(s) => {
                    if matches!(self.order_effect(s), Some(OrderEffect::Shackle)) {
                        let options = self
                            .pool
                            .cards
                            .iter()
                            .filter(|d| !matches!(d.class, Class::Order))
                            .map(|d| d.id.clone())
                            .collect();
                        self.pending = Some(Request::NameCards { seat: s, count: 2, options });
                    } else if s == self.first {
                        self.stage = Stage::NameCards(1 - s);
                        continue;
                    } else {
                        self.stage = Stage::Main;
                        self.deal_and_start();
                        continue;
                    }
                }
                Stage::Main => {
                    let seat = self.current;
                    self.pending = Some(Request::Main { seat, actions: self.legal_actions(seat) });
                }
                Stage::Pay { seat, count, reason, .. } => {
                    let from = self.hand_except(seat, None);
                    self.pending = Some(Request::Pay { seat, count, from, reason });
                }
                Stage::Window { action, triggers, mods } => {
                    let responder = 1 - self.current;
                    // The window opens whenever the responder holds a card, so that its mere
                    // appearance says nothing about what they hold; or, with an empty hand, when one
                    // of their generals could react (a 0-cost reactive 特效: public information only).
                    if self.players[responder as usize].hand.is_empty()
                        && self.reaction_options(responder, &action, &triggers).is_empty()
                    {
                        self.stage = Stage::Main;
                        self.resolve(action, mods);
                        continue;
                    }
                    let options = self.response_options(responder, &action, &triggers);
                    self.pending = Some(Request::Respond { seat: responder, triggers, options, action });
                }
                Stage::Counter { action, general, mods } => {
                    let responder = 1 - self.current;
                    let options = self.counter_options(responder, general);
                    if options.is_empty() {
                        self.stage = Stage::Main;
                        self.resolve(action, mods);
                        continue;
                    }
                    self.pending = Some(Request::CounterPlay { seat: responder, general, options });
                }
                Stage::Discard { count } => {
                    let seat = self.current;
                    let from = self.hand_except(seat, None);
                    self.pending = Some(Request::Discard { seat, count, from });
                }
                Stage::Search { seat, options } => {
                    self.pending = Some(Request::Search { seat, options });
                }
                Stage::Over => {
                    self.pending = None;
                }
            }
            return;
        }
    }

    /// The general an action attacks, if any (for 对策 and 实则虚之-like answers).
    fn attacked(action: &Action) -> Option<CardId> {
        match action {
            Action::Attack { target, .. } | Action::Stratagem { target, .. } => Some(*target),
            _ => None,
        }
    }

    fn response_options(&self, seat: Seat, action: &Action, triggers: &[Trigger]) -> Vec<CardId> {
        let p = &self.players[seat as usize];
        let mut out: Vec<CardId> = p
            .hand
            .iter()
            .copied()
            .filter(|&c| {
                let Class::Special { trigger, .. } = self.def(c).class else { return false };
                triggers.contains(&trigger)
                    && self.usable_name(seat, c)
                    && self.affordable(seat, c)
                    && match self.def(c).special {
                        Some(SpecialEffect::Counter) => {
                            Self::attacked(action).is_some_and(|g| !self.counter_options(seat, g).is_empty())
                        }
                        _ => true,
                    }
            })
            .collect();
        let innate = p.field.iter().any(|u| self.abilities_of(u).any(|a| matches!(a, Ability::InnateCounter)));
        if innate && let Some(g) = Self::attacked(action) {
            out.extend(self.counter_options(seat, g));
        }
        out.extend(self.reaction_options(seat, action, triggers));
        out
    }

    /// The reactive 特效 of a general, if it has one: (cost, trigger, effect).
    pub fn reaction_of(&self, general: CardId) -> Option<(u8, Trigger, &SpecialEffect)> {
        self.def(general).abilities.iter().find_map(|a| match a {
            Ability::Reaction { cost, trigger, effect } => Some((*cost, *trigger, effect)),
            _ => None,
        })
    }

    /// `seat`'s generals whose reactive 特效 may answer `action` now: its trigger is among `triggers`, not
    /// yet invoked this turn, payable from the hand, and its effect has something to act on. Only in the
    /// opponent's turn (the window's responder is never the current player).
    fn reaction_options(&self, seat: Seat, action: &Action, triggers: &[Trigger]) -> Vec<CardId> {
        if seat == self.current {
            return vec![];
        }
        let p = &self.players[seat as usize];
        p.field
            .iter()
            .filter(|u| u.reacted != self.turn)
            .filter(|u| {
                let Some((cost, trigger, effect)) = self.reaction_of(u.card) else { return false };
                triggers.contains(&trigger)
                    && cost as usize <= p.hand.len()
                    && match effect {
                        SpecialEffect::Guard => Self::attacked(action)
                            .is_some_and(|g| g != u.card && self.unit(g).is_some_and(|t| t.place == u.place)),
                        SpecialEffect::Evade => Self::attacked(action).is_some(),
                        SpecialEffect::Counter => {
                            Self::attacked(action).is_some_and(|g| !self.counter_options(seat, g).is_empty())
                        }
                        SpecialEffect::Negate | SpecialEffect::Soften(_) => true,
                    }
            })
            .map(|u| u.card)
            .collect()
    }

    /// What a 特 card or a reacting general does.
    fn response_effect(&self, c: CardId) -> Option<SpecialEffect> {
        match self.def(c).class {
            Class::Special { .. } => self.def(c).special.clone(),
            _ => self.reaction_of(c).map(|(_, _, e)| e.clone()),
        }
    }

    /// 对-marked cards `seat` could play on its attacked general `g` now.
    fn counter_options(&self, seat: Seat, g: CardId) -> Vec<CardId> {
        self.players[seat as usize]
            .hand
            .iter()
            .copied()
            .filter(|&c| {
                let def = self.def(c);
                def.has_mark(Mark::Counter)
                    && self.usable_name(seat, c)
                    && self.affordable(seat, c)
                    && match def.class {
                        Class::Equipment { .. } => !def.has_mark(Mark::Enemy) && self.fits(c, g),
                        Class::Event { .. } => true,
                        _ => false,
                    }
            })
            .collect()
    }

    fn hand_to_spent(&mut self, seat: Seat, c: CardId) {
        let p = &mut self.players[seat as usize];
        if let Some(i) = p.hand.iter().position(|x| *x == c) {
            p.hand.remove(i);
            p.spent.push(c);
        }
    }

    fn remove_from_hand(&mut self, seat: Seat, c: CardId) {
        let p = &mut self.players[seat as usize];
        if let Some(i) = p.hand.iter().position(|x| *x == c) {
            p.hand.remove(i);
        }
    }

    fn lose(&mut self, loser: Seat, reason: WinReason) {
        if self.outcome.is_none() {
            let winner = 1 - loser;
            self.outcome = Some(Outcome { winner, reason });
            self.log(Vis::All, Event::GameOver { winner, reason });
        }
    }

    /// 宣布势力 is binding (§1.2.1, win condition 5): using a card of an undeclared faction loses.
    fn check_faction(&mut self, seat: Seat, c: CardId) -> bool {
        let def = self.def(c);
        let bad = def.real_factions().any(|f| !self.players[seat as usize].factions.contains(&f));
        if bad {
            self.lose(seat, WinReason::UndeclaredFaction);
        }
        bad
    }

    // ---------------------------------------------------------------- setup and turns

    fn deal_and_start(&mut self) {
        for s in 0..2u8 {
            let n = OPENING_HAND.min(self.players[s as usize].resource.len());
            let drawn = self.draw(s, n);
            self.log(Vis::All, Event::Drew { seat: s, count: n as u8 });
            self.log(Vis::Only(s), Event::DrewCards { seat: s, cards: drawn });
        }
        self.current = self.first;
        self.start_turn();
    }

    fn draw(&mut self, s: Seat, n: usize) -> Vec<CardId> {
        let p = &mut self.players[s as usize];
        let mut out = Vec::new();
        for _ in 0..n {
            if let Some(c) = p.resource.pop() {
                p.hand.push(c);
                out.push(c);
            }
        }
        out
    }

    /// 取 (§3.4): take one resource card; the first player skips it on the first turn; none to take loses.
    fn start_turn(&mut self) {
        self.turn += 1;
        let s = self.current;
        self.log(Vis::All, Event::TurnStarted { seat: s, turn: self.turn });
        for u in &mut self.players[s as usize].field {
            u.fresh = false;
            u.actions = 1;
            u.used.clear();
        }
        if self.turn > 1 {
            if self.players[s as usize].resource.is_empty() {
                self.lose(s, WinReason::NoResource);
                return;
            }
            let drawn = self.draw(s, 1);
            self.log(Vis::All, Event::Drew { seat: s, count: 1 });
            self.log(Vis::Only(s), Event::DrewCards { seat: s, cards: drawn });
        }
        let starts: Vec<(CardId, Effect)> = self.players[s as usize]
            .field
            .iter()
            .filter(|u| u.place == Place::Inner(s))
            .flat_map(|u| {
                self.abilities_of(u)
                    .filter_map(|a| if let Ability::AtStartInside(e) = a { Some(e.clone()) } else { None })
                    .map(move |e| (u.card, e))
                    .collect::<Vec<_>>()
            })
            .collect();
        for (c, e) in starts {
            self.apply(s, &e, Some(c), None);
        }
        if matches!(self.order_effect(s), Some(OrderEffect::Stockpile))
            && self.players[s as usize].resource.len() < self.players[(1 - s) as usize].resource.len()
        {
            self.apply(s, &Effect::Recycle(1), None, None);
        }
        self.stage = Stage::Main;
    }

    /// 终 (§3.8): discard down to the hand limit, then pay [军费] (one resource card per own general).
    fn end_turn(&mut self) {
        let s = self.current;
        let limit = self.hand_limit(s) as usize;
        let n = self.players[s as usize].hand.len();
        if n > limit {
            self.stage = Stage::Discard { count: (n - limit) as u8 };
            return;
        }
        self.upkeep();
    }

    fn upkeep(&mut self) {
        let s = self.current;
        let count = self.players[s as usize].field.len();
        let p = &mut self.players[s as usize];
        if p.resource.len() < count {
            let all = std::mem::take(&mut p.resource);
            p.spent.extend(all.into_iter().rev());
            self.lose(s, WinReason::CannotPayUpkeep);
            return;
        }
        for _ in 0..count {
            if let Some(c) = p.resource.pop() {
                p.spent.push(c);
            }
        }
        self.log(Vis::All, Event::Upkeep { seat: s, count: count as u8 });
        for p in &mut self.players {
            for u in &mut p.field {
                u.force_mod = 0;
                u.wit_mod = 0;
            }
        }
        self.current = 1 - s;
        self.start_turn();
    }

    // ---------------------------------------------------------------- actions

    fn begin_action(&mut self, seat: Seat, act: Action) {
        self.stage = Stage::Main;
        match act.clone() {
            Action::End => self.end_turn(),
            Action::Move { general, to } => {
                if let Some(u) = self.unit_mut(general) {
                    u.place = to;
                    u.actions = u.actions.saturating_sub(1);
                }
                self.log(Vis::All, Event::Moved { seat, general, to });
            }
            Action::Attack { general, .. } | Action::Siege { general } => {
                if let Some(u) = self.unit_mut(general) {
                    u.actions = u.actions.saturating_sub(1);
                }
                let target = if let Action::Attack { target, .. } = act { Some(target) } else { None };
                self.log(Vis::All, Event::AttackDeclared { general, target });
                self.stage = Stage::Window { triggers: Self::triggers_of(&act), action: act, mods: Mods::default() };
            }
            Action::Recruit { card, outside } => {
                self.remove_from_hand(seat, card);
                let cost = self.cost(seat, card);
                let place = if outside { Place::Outer(seat) } else { Place::Inner(seat) };
                self.players[seat as usize].field.push(Unit {
                    card,
                    place,
                    equipment: vec![],
                    fresh: true,
                    actions: 1,
                    used: vec![],
                    force_mod: 0,
                    wit_mod: 0,
                    spared: false,
                    reacted: 0,
                });
                self.log(Vis::All, Event::Recruited { seat, card, cost, outside });
                if !self.check_faction(seat, card) {
                    self.pay(seat, cost, PayFor::Card(card), Then::Action(act));
                }
            }
            Action::Equip { card, general } => {
                let cost = self.cost(seat, card);
                self.remove_from_hand(seat, card);
                if let Some(u) = self.unit_mut(general) {
                    u.equipment.push(card);
                }
                self.log(Vis::All, Event::Equipped { seat, card, general, cost });
                if !self.check_faction(seat, card) {
                    self.pay(seat, cost, PayFor::Card(card), Then::Action(act));
                }
            }
            Action::Event { card, .. } | Action::Stratagem { card, .. } => {
                let cost = self.cost(seat, card);
                self.hand_to_spent(seat, card);
                match act {
                    Action::Stratagem { caster, target, .. } => {
                        if let Some(u) = self.unit_mut(caster) {
                            u.actions = u.actions.saturating_sub(1);
                        }
                        self.log(Vis::All, Event::StratagemUsed { seat, card, caster, target, cost });
                    }
                    _ => self.log(Vis::All, Event::EventUsed { seat, card, cost }),
                }
                if !self.check_faction(seat, card) {
                    self.pay(seat, cost, PayFor::Card(card), Then::Action(act));
                }
            }
            Action::Active { general, source, .. } => {
                let cost = self.active_cost(source);
                if let Some(u) = self.unit_mut(general) {
                    u.used.push(source);
                }
                self.log(Vis::All, Event::ActiveUsed { seat, general, source, cost });
                self.pay(seat, cost, PayFor::Active(source), Then::Action(act));
            }
            Action::PlaceAdvantage { card } => {
                self.remove_from_hand(seat, card);
                if self.check_faction(seat, card) {
                    self.players[seat as usize].spent.push(card);
                    return;
                }
                if let Some(old) = self.advantage.take() {
                    self.players[self.owner(old.card) as usize].spent.push(old.card);
                }
                let active = matches!(self.def(card).class, Class::Advantage { condition: AdvCondition::None, .. });
                self.advantage = Some(AdvantageSlot { card, owner: seat, active, invoked_turn: 0 });
                self.log(Vis::All, Event::AdvantagePlaced { seat, card });
            }
            Action::InvokeAdvantage => {
                let Some(a) = &self.advantage else { return };
                let card = a.card;
                if let Class::Advantage { condition: AdvCondition::PayHand(n), .. } = self.def(card).class {
                    self.pay(seat, n, PayFor::Advantage(card), Then::Advantage);
                } else {
                    self.invoke_advantage(seat);
                }
            }
        }
    }

    fn active_cost(&self, source: CardId) -> u8 {
        self.def(source)
            .abilities
            .iter()
            .find_map(|a| if let Ability::Active { cost, .. } = a { Some(*cost) } else { None })
            .unwrap_or(0)
    }

    fn pay(&mut self, seat: Seat, count: u8, reason: PayFor, then: Then) {
        if count == 0 {
            self.after_pay(seat, then);
        } else {
            self.stage = Stage::Pay { seat, count, reason, then };
        }
    }

    fn after_pay(&mut self, seat: Seat, then: Then) {
        self.stage = Stage::Main;
        match then {
            Then::Action(act) => match &act {
                Action::Recruit { .. } | Action::Equip { .. } => {}
                Action::Event { .. } | Action::Stratagem { .. } | Action::Active { .. } => {
                    self.stage = Stage::Window { triggers: Self::triggers_of(&act), action: act, mods: Mods::default() }
                }
                _ => {}
            },
            Then::Special { mut action, card, mut mods } => {
                let effect = self.response_effect(card);
                match effect {
                    Some(SpecialEffect::Guard) => {
                        if let Some(g) = Self::attacked(&action)
                            && self.unit(card).is_some()
                        {
                            match &mut action {
                                Action::Attack { target, .. } | Action::Stratagem { target, .. } => *target = card,
                                _ => {}
                            }
                            self.log(Vis::All, Event::Guarded { guard: card, general: g });
                        }
                    }
                    Some(SpecialEffect::Negate) => {
                        mods.negated = true;
                        let c = Self::action_card(&action);
                        self.log(Vis::All, Event::Negated { card: c.unwrap_or(card) });
                    }
                    Some(SpecialEffect::Evade) => {
                        if let Some(g) = Self::attacked(&action) {
                            let owner = 1 - self.current;
                            if let Some(u) = self.unit_mut(g) {
                                u.place = Place::Inner(owner);
                            }
                            self.log(Vis::All, Event::Evaded { general: g });
                            mods.void = true;
                        }
                    }
                    Some(SpecialEffect::Soften(n)) => mods.soften = mods.soften.saturating_add(n),
                    Some(SpecialEffect::Counter) => {
                        if let Some(g) = Self::attacked(&action) {
                            self.stage = Stage::Counter { action, general: g, mods };
                            return;
                        }
                    }
                    None => {}
                }
                if mods.negated || mods.void {
                    self.resolve(action, mods);
                } else {
                    // Several 特 cards may answer one move (§2.8): the window opens again.
                    self.stage = Stage::Window { triggers: Self::triggers_of(&action), action, mods };
                }
            }
            Then::Counter { action, card, general, mods } => {
                match self.def(card).class {
                    Class::Equipment { .. } => {}
                    _ => {
                        let effects = self.def(card).effects.clone();
                        for e in &effects {
                            self.apply(seat, e, Some(general), Some(Tgt::General(general)));
                        }
                    }
                }
                self.stage = Stage::Window { triggers: Self::triggers_of(&action), action, mods };
            }
            Then::Advantage => self.invoke_advantage(seat),
        }
    }

    fn action_card(a: &Action) -> Option<CardId> {
        match a {
            Action::Event { card, .. } | Action::Stratagem { card, .. } => Some(*card),
            Action::Active { source, .. } => Some(*source),
            _ => None,
        }
    }

    /// Which 特 triggers a move offers the opponent.
    fn triggers_of(a: &Action) -> Vec<Trigger> {
        match a {
            Action::Attack { .. } => vec![Trigger::OwnForceAttacked, Trigger::OwnAttacked],
            Action::Siege { .. } => vec![Trigger::EnemySiege],
            Action::Event { .. } => vec![Trigger::EnemyEvent],
            Action::Stratagem { .. } => vec![Trigger::EnemyStratagem, Trigger::OwnAttacked],
            Action::Active { .. } => vec![Trigger::EnemyActive],
            _ => vec![],
        }
    }

    fn play_response(&mut self, seat: Seat, action: Action, c: CardId, mods: Mods) {
        if self.players[seat as usize].field.iter().any(|u| u.card == c) {
            // A reactive 特效: announced, then paid with 特效点 like any 特效 (§3.6.4).
            let cost = self.reaction_of(c).map_or(0, |(cost, _, _)| cost);
            let turn = self.turn;
            if let Some(u) = self.unit_mut(c) {
                u.reacted = turn;
            }
            self.log(Vis::All, Event::Reacted { seat, general: c, cost });
            self.pay(seat, cost, PayFor::Active(c), Then::Special { action, card: c, mods });
        } else if matches!(self.def(c).class, Class::Special { .. }) {
            let cost = self.cost(seat, c);
            self.hand_to_spent(seat, c);
            self.log(Vis::All, Event::SpecialUsed { seat, card: c, cost });
            if self.check_faction(seat, c) {
                return;
            }
            self.pay(seat, cost, PayFor::Card(c), Then::Special { action, card: c, mods });
        } else if let Some(g) = Self::attacked(&action) {
            self.start_counter_card(seat, action, c, g, mods);
        }
    }

    fn start_counter_card(&mut self, seat: Seat, action: Action, c: CardId, general: CardId, mods: Mods) {
        let cost = self.cost(seat, c);
        self.remove_from_hand(seat, c);
        if matches!(self.def(c).class, Class::Equipment { .. }) {
            if let Some(u) = self.unit_mut(general) {
                u.equipment.push(c);
            }
            self.log(Vis::All, Event::Equipped { seat, card: c, general, cost });
        } else {
            self.players[seat as usize].spent.push(c);
            self.log(Vis::All, Event::EventUsed { seat, card: c, cost });
        }
        if self.check_faction(seat, c) {
            return;
        }
        self.pay(seat, cost, PayFor::Card(c), Then::Counter { action, card: c, general, mods });
    }

    fn invoke_advantage(&mut self, seat: Seat) {
        let Some(a) = self.advantage.as_mut() else { return };
        a.active = true;
        a.invoked_turn = self.turn;
        let card = a.card;
        self.log(Vis::All, Event::AdvantageInvoked { seat, card });
        let effects = self.def(card).effects.clone();
        for e in &effects {
            self.apply(seat, e, None, None);
        }
        if let Class::Advantage { spend_after: true, .. } = self.def(card).class
            && self.advantage.as_ref().is_some_and(|a| a.card == card)
        {
            self.advantage = None;
            self.players[self.owner(card) as usize].spent.push(card);
        }
    }

    /// Resolves a paid action after the opponent's window.
    fn resolve(&mut self, action: Action, mods: Mods) {
        self.stage = Stage::Main;
        let seat = self.current;
        match action {
            Action::Attack { general, target } => {
                if mods.void || self.unit(general).is_none() || self.unit(target).is_none() {
                    return;
                }
                if self.unit(general).map(|u| u.place) != self.unit(target).map(|u| u.place) {
                    return;
                }
                let a = self.force(general, Role::Attacker);
                let d = self.force(target, Role::Defender);
                self.log(Vis::All, Event::ForceAttack { attacker: general, defender: target, attack: a, defence: d });
                if a > d {
                    self.defeat(target, Some(general), true);
                } else if a < d {
                    self.defeat(general, Some(target), false);
                } else {
                    self.defeat(target, None, false);
                    self.defeat(general, None, false);
                }
            }
            Action::Siege { general } => {
                if self.unit(general).is_none() {
                    return;
                }
                let mut amount = self.force(general, Role::Attacker) as i32;
                if let Some(u) = self.unit(general) {
                    for a in self.abilities_of(u) {
                        if let Ability::Siege(n) = a {
                            amount += *n as i32;
                        }
                    }
                }
                let amount = (amount - mods.soften as i32).max(0) as u8;
                self.log(Vis::All, Event::Siege { general, amount });
                self.burn(1 - seat, amount);
            }
            Action::Stratagem { card, caster, target } => {
                if mods.negated || mods.void || self.unit(caster).is_none() || self.unit(target).is_none() {
                    return;
                }
                let Class::Stratagem { element, .. } = self.def(card).class else { return };
                let cw = self.wit(caster, Some(element)) as i32 + self.def(card).wit_bonus as i32;
                let tw = self.wit(target, None);
                let cw = cw.clamp(-99, 99) as i8;
                self.log(Vis::All, Event::WitContest { caster, target, caster_wit: cw, target_wit: tw });
                if cw > tw {
                    self.defeat(target, Some(caster), false);
                    let effects = self.def(card).effects.clone();
                    for e in &effects {
                        self.apply(seat, e, Some(caster), None);
                    }
                }
            }
            Action::Event { card, target } => {
                if mods.negated {
                    return;
                }
                let effects = self.def(card).effects.clone();
                for e in &effects {
                    self.apply(seat, e, None, target);
                }
            }
            Action::Active { general, source, target } => {
                if mods.negated {
                    return;
                }
                let effect = self
                    .def(source)
                    .abilities
                    .iter()
                    .find_map(|a| if let Ability::Active { effect, .. } = a { Some(effect.clone()) } else { None });
                if let Some(e) = effect {
                    self.apply(seat, &e, Some(general), target);
                }
            }
            _ => {}
        }
    }

    /// A general falls (§3.7.1 E/F). `by`: the general that [战胜] it; `force_win`: `by` declared the
    /// 武力攻击 that won.
    fn defeat(&mut self, loser: CardId, by: Option<CardId>, force_win: bool) {
        let Some(u) = self.unit(loser) else { return };
        let immortal = !u.spared && self.abilities_of(u).any(|a| matches!(a, Ability::Immortal));
        if immortal {
            if let Some(u) = self.unit_mut(loser) {
                u.spared = true;
            }
            self.log(Vis::All, Event::Spared { card: loser });
            return;
        }
        let revenge = force_win && self.abilities_of(u).any(|a| matches!(a, Ability::Revenge));
        self.leave_field(loser, Dest::Fallen);
        if let Some(w) = by {
            self.log(Vis::All, Event::Victory { winner: w, loser });
            if let (Some(ws), Some(wu)) = (self.controller(w), self.unit(w)) {
                let effects: Vec<Effect> = self
                    .abilities_of(wu)
                    .filter_map(|a| if let Ability::OnVictory(e) = a { Some(e.clone()) } else { None })
                    .collect();
                for e in &effects {
                    self.apply(ws, e, Some(w), None);
                }
            }
            if revenge {
                self.defeat(w, None, false);
            }
        }
    }

    /// A general leaves the battlefield; its equipment goes to each card's owner's 耗费区 (§3.6.1 D).
    fn leave_field(&mut self, c: CardId, dest: Dest) {
        let Some(s) = self.controller(c) else { return };
        let p = &mut self.players[s as usize];
        let Some(i) = p.field.iter().position(|u| u.card == c) else { return };
        let u = p.field.remove(i);
        for e in u.equipment {
            let o = self.owner(e);
            self.players[o as usize].spent.push(e);
        }
        let o = self.owner(c);
        match dest {
            Dest::Fallen => {
                self.players[o as usize].fallen.push(c);
                self.log(Vis::All, Event::Died { seat: o, card: c });
            }
            Dest::Hand => {
                self.players[o as usize].hand.push(c);
                self.log(Vis::All, Event::Bounced { card: c });
            }
        }
    }

    /// [消耗] `n` of `victim`'s resource cards; too few to pay loses (win condition 2).
    fn burn(&mut self, victim: Seat, n: u8) {
        let p = &mut self.players[victim as usize];
        let take = (n as usize).min(p.resource.len());
        for _ in 0..take {
            if let Some(c) = p.resource.pop() {
                p.spent.push(c);
            }
        }
        self.log(Vis::All, Event::Burned { seat: victim, count: take as u8 });
        if take < n as usize {
            self.lose(victim, WinReason::CannotPayBurn);
        }
    }

    fn tgt_general(t: Option<Tgt>) -> Option<CardId> {
        match t {
            Some(Tgt::General(c)) => Some(c),
            _ => None,
        }
    }

    /// Ends a 找寻: the chosen card (shown) into the hand, then the resource is shuffled.
    fn finish_search(&mut self, seat: Seat, card: Option<CardId>) {
        let p = &mut self.players[seat as usize];
        if let Some(c) = card {
            p.resource.retain(|x| *x != c);
            p.hand.push(c);
        }
        let mut r = std::mem::take(&mut p.resource);
        r.shuffle(&mut self.rng);
        self.players[seat as usize].resource = r;
        self.log(Vis::All, Event::Searched { seat, card });
    }

    /// Applies one effect primitive for `seat`.
    fn apply(&mut self, seat: Seat, e: &Effect, this: Option<CardId>, target: Option<Tgt>) {
        let o = 1 - seat;
        let pick = |t: &Target| -> Vec<CardId> {
            match t {
                Target::This => this.into_iter().collect(),
                Target::AllOwn => self.players[seat as usize].field.iter().map(|u| u.card).collect(),
                _ => Self::tgt_general(target).into_iter().collect(),
            }
        };
        match e {
            Effect::Burn(n) => self.burn(o, *n),
            Effect::Draw(n) => {
                let drawn = self.draw(seat, *n as usize);
                self.log(Vis::All, Event::Drew { seat, count: drawn.len() as u8 });
                self.log(Vis::Only(seat), Event::DrewCards { seat, cards: drawn });
            }
            Effect::Recycle(n) => {
                let p = &mut self.players[seat as usize];
                let k = (*n as usize).min(p.spent.len());
                for _ in 0..k {
                    let c = p.spent.remove(0);
                    p.resource.insert(0, c);
                }
                self.log(Vis::All, Event::Recycled { seat, count: k as u8 });
            }
            Effect::Search(what) => {
                // 找寻: the player looks through the resource and picks one match (options in pool order,
                // so the request says nothing about where the cards lie).
                let mut options: Vec<CardId> = self.players[seat as usize]
                    .resource
                    .iter()
                    .copied()
                    .filter(|&c| {
                        let d = self.def(c);
                        match what {
                            SearchFor::General => d.is_general(),
                            SearchFor::Stratagem => matches!(d.class, Class::Stratagem { .. }),
                            SearchFor::Equipment => matches!(d.class, Class::Equipment { .. }),
                            SearchFor::Marked(m) => d.has_mark(*m),
                        }
                    })
                    .collect();
                options.sort_by_key(|c| (self.cards[c.0 as usize].0, *c));
                // One card per name is enough to choose from.
                options.dedup_by_key(|c| self.cards[c.0 as usize].0);
                if options.is_empty() {
                    self.finish_search(seat, None);
                } else {
                    self.stage = Stage::Search { seat, options };
                }
            }
            Effect::Discard(n) => {
                let mut k = 0;
                for _ in 0..*n {
                    let len = self.players[o as usize].hand.len();
                    if len == 0 {
                        break;
                    }
                    let i = rand::RngExt::random_range(&mut self.rng, 0..len);
                    let c = self.players[o as usize].hand.remove(i);
                    self.players[o as usize].spent.push(c);
                    k += 1;
                }
                self.log(Vis::All, Event::Discarded { seat: o, count: k });
            }
            Effect::Buff { target, force, wit } => {
                for c in pick(target) {
                    if let Some(u) = self.unit_mut(c) {
                        u.force_mod = u.force_mod.saturating_add(*force);
                        u.wit_mod = u.wit_mod.saturating_add(*wit);
                        self.log(Vis::All, Event::Buffed { card: c, force: *force, wit: *wit });
                    }
                }
            }
            Effect::Hasten(t) => {
                for c in pick(t) {
                    if let Some(u) = self.unit_mut(c) {
                        u.actions = u.actions.saturating_add(1);
                        self.log(Vis::All, Event::Hastened { card: c });
                    }
                }
            }
            Effect::Bounce(t) => {
                for c in pick(t) {
                    if self.controller(c) == Some(o) {
                        self.leave_field(c, Dest::Hand);
                    }
                }
            }
            Effect::PushBack(t) => {
                for c in pick(t) {
                    if self.controller(c) == Some(o)
                        && let Some(u) = self.unit_mut(c)
                    {
                        u.place = Place::Inner(o);
                        self.log(Vis::All, Event::PushedBack { card: c });
                    }
                }
            }
            Effect::Shatter(_) | Effect::Exile(_) => {
                let Some(Tgt::Equipment(eq)) = target else { return };
                let Some(b) = self.bearer(eq) else { return };
                if let Some(u) = self.unit_mut(b) {
                    u.equipment.retain(|x| *x != eq);
                }
                let owner = self.owner(eq);
                if matches!(e, Effect::Shatter(_)) {
                    self.players[owner as usize].spent.push(eq);
                    self.log(Vis::All, Event::Shattered { card: eq });
                } else {
                    self.players[owner as usize].removed.push(eq);
                    self.log(Vis::All, Event::Exiled { card: eq });
                }
            }
            Effect::Win => {
                if !matches!(self.order_effect(o), Some(OrderEffect::Adversity)) {
                    self.lose(o, WinReason::Special);
                }
            }
        }
    }

    // ---------------------------------------------------------------- invariants and hidden info

    /// Every card is in exactly one place (card conservation). Returns what is wrong.
    pub fn check_conservation(&self) -> Result<(), String> {
        let mut seen = vec![0u8; self.cards.len()];
        let mut mark = |c: CardId, owner_should: Option<Seat>, what: &str| -> Result<(), String> {
            let i = c.0 as usize;
            if i >= seen.len() {
                return Err(format!("unknown card {i} in {what}"));
            }
            seen[i] += 1;
            if let Some(o) = owner_should
                && self.cards[i].1 != o
            {
                return Err(format!("card {i} of seat {} in seat {o}'s {what}", self.cards[i].1));
            }
            Ok(())
        };
        for (s, p) in self.players.iter().enumerate() {
            let s = Some(s as Seat);
            let piles = [
                (&p.resource, "resource"),
                (&p.hand, "hand"),
                (&p.spent, "spent"),
                (&p.fallen, "fallen"),
                (&p.removed, "removed"),
                (&p.order_options, "order"),
            ];
            for (pile, what) in piles {
                for c in pile {
                    mark(*c, s, what)?;
                }
            }
            for u in &p.field {
                mark(u.card, s, "field")?;
                for e in &u.equipment {
                    mark(*e, None, "equipment")?;
                }
            }
        }
        if let Some(a) = &self.advantage {
            mark(a.card, None, "advantage")?;
        }
        if let Some(i) = seen.iter().position(|n| *n != 1) {
            return Err(format!("card {i} is in {} places", seen[i]));
        }
        Ok(())
    }

    /// A copy in which everything `seat` cannot see is reshuffled: the opponent's hand and resource
    /// together (same counts), and `seat`'s own resource order. The 军令 candidates not chosen stay.
    /// Meant for `seat`'s own decisions: a pending request of the opponent is left as it was.
    pub fn with_hidden_shuffled(&self, seat: Seat, seed: u64) -> Game {
        let mut g = self.clone();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let o = (1 - seat) as usize;
        let (nh, nr) = (g.players[o].hand.len(), g.players[o].resource.len());
        // Sorted first, so that the result does not depend on where the hidden cards really are.
        let mut pool: Vec<CardId> = g.players[o].hand.drain(..).chain(g.players[o].resource.drain(..)).collect();
        pool.sort();
        pool.shuffle(&mut rng);
        g.players[o].hand = pool[..nh].to_vec();
        g.players[o].resource = pool[nh..nh + nr].to_vec();
        g.players[seat as usize].resource.sort();
        g.players[seat as usize].resource.shuffle(&mut rng);
        g.rng = ChaCha8Rng::seed_from_u64(seed ^ 0x9e37_79b9);
        g.events.clear();
        g
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Dest {
    Fallen,
    Hand,
}

/// A general's role in the current clash (for `When::Attacking`/`Defending`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    None,
    Attacker,
    Defender,
}

fn check_subset(cards: &[CardId], from: &[CardId], count: u8) -> Result<(), Refusal> {
    if cards.len() != count as usize {
        return Err(Refusal::WrongCount { expected: count });
    }
    for (i, c) in cards.iter().enumerate() {
        if !from.contains(c) {
            return Err(Refusal::NotAnOption(*c));
        }
        if cards[..i].contains(c) {
            return Err(Refusal::Duplicate);
        }
    }
    Ok(())
}
