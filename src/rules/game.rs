//! The game state, the resolution stack and the public API (`new`, `pending`, `submit`, `view`).
//!
//! The engine runs frames from a stack of plain data until one of them needs a decision; that frame
//! parks itself and becomes the pending [`Request`]. `submit` validates the answer against exactly that
//! request (an illegal answer changes nothing) and runs on.

use super::data::{CardKind, PackageSet};
use super::event::{Event, Logged, Mark, MoveReason, Nature, Outcome, Visibility};
use super::mode::Mode;
use super::request::{Answer, Illegal, Request};
use super::skills::SkillId;
use super::triggers::{Ctx, LostData, TimingData};
use super::types::{CardId, GeneralId, Identity, Phase, Role, Seat, SeatSet, VCard, Zone};
use super::{frames::*, validate};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// How a game is set up.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Setup {
    /// The game mode (identity mode when a setup file does not say).
    #[serde(default)]
    pub mode: Mode,
    /// 2–10 players.
    pub players: u8,
    /// Play with generals (选将). Without them every player is a skill-less general with 4 HP
    /// (the lord 5 with five or more players), as seed 001 suggests for beginners.
    pub generals: bool,
    /// The card packages the deck is built from (`assets/data/cards.ron`), e.g. Standard and EX.
    pub packages: PackageSet,
}

impl Default for Setup {
    fn default() -> Self {
        Setup { mode: Mode::Identity, players: 5, generals: false, packages: PackageSet::standard(false) }
    }
}

impl Setup {
    /// An identity-mode table with the Standard deck (with its 4 EX cards when `ex`).
    pub fn identity(players: u8, generals: bool, ex: bool) -> Setup {
        Setup { mode: Mode::Identity, players, generals, packages: PackageSet::standard(ex) }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    PlayerCount(u8),
    /// No package, or none with the Standard cards identity mode plays with.
    Packages,
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::PlayerCount(n) => write!(f, "{n} players: identity mode needs 2 to 10"),
            SetupError::Packages => write!(f, "identity mode needs the standard package in the deck"),
        }
    }
}
impl std::error::Error for SetupError {}

/// One seat's state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Player {
    pub seat: Seat,
    /// Who the seat is in its mode (its role card in 身份局).
    pub identity: Identity,
    /// One or two general slots (main, deputy), each face up (明置) or face down (暗置, seed 003).
    pub generals: [Option<GeneralSlot>; 2],
    pub hp: i8,
    pub max_hp: i8,
    pub alive: bool,
    pub hand: Vec<CardId>,
    /// Weapon, armour, +1 horse, −1 horse.
    pub equip: [Option<CardId>; 4],
    /// Delayed tricks, oldest first, each with the name it was used as.
    pub judge: Vec<(CardId, CardKind)>,
    /// General skills (equipment skills come from `equip`).
    pub skills: Vec<SkillId>,
    /// Marks and states (连环, 酒, 翻面, skill marks), each with its value, sorted by mark.
    #[serde(default)]
    pub marks: Vec<(Mark, i16)>,
}

/// A general on a seat, face up (明置) or face down (暗置). A face-down general has no gender, faction
/// or skills (seed 003).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GeneralSlot {
    pub general: GeneralId,
    pub face_up: bool,
}

impl Player {
    /// The seat's role card, in the modes that deal them.
    pub fn role(&self) -> Option<Role> {
        self.identity.role()
    }
    /// The seat's general as everybody sees it: the first face-up one (identity mode has exactly one).
    pub fn general(&self) -> Option<GeneralId> {
        self.generals.iter().flatten().find(|s| s.face_up).map(|s| s.general)
    }
    /// The skills of the face-up generals, in slot order.
    pub fn face_up_skills(&self) -> Vec<SkillId> {
        self.generals.iter().flatten().filter(|s| s.face_up).flat_map(|s| s.general.skills()).collect()
    }
    pub fn has_any_card(&self) -> bool {
        !self.hand.is_empty() || self.equip.iter().any(Option::is_some) || !self.judge.is_empty()
    }
    /// The value of a mark on this seat (0 when it has none).
    pub fn mark(&self, mark: Mark) -> i16 {
        self.marks.iter().find(|(m, _)| *m == mark).map_or(0, |&(_, v)| v)
    }
    pub fn card_count(&self) -> usize {
        self.hand.len() + self.equip.iter().flatten().count()
    }
}

/// Per-turn bookkeeping.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TurnState {
    pub seat: Seat,
    pub phase: Option<Phase>,
    /// Phases to skip this turn (bits of `Phase::bit`).
    pub skip: u8,
    /// 杀 used in this play phase.
    pub slashes: u8,
    /// The current player died: the turn ends.
    pub ended: bool,
    /// Once-per-phase skills already used in this play phase.
    pub used: Vec<SkillId>,
    /// Card names (bits of `CardKind as u8`) the current player used or played in this turn's play phase.
    pub in_play: u64,
    /// Change to the current player's hand limit this turn (妄尊).
    pub hand_limit_delta: i8,
    /// Skill effects switched on for the rest of the turn (裸血).
    pub boosts: Vec<SkillId>,
    /// Cards given away this play phase (仁德).
    pub given: u8,
}

/// Values handed from a finished frame to the frame below it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub(crate) enum Ret {
    #[default]
    None,
    Card(Option<VCard>),
    Bool(bool),
    Judge(CardId),
    /// Unboxed: most triggers have no listener and hand their context straight back.
    Ctx(Ctx),
}

/// The whole game. `Clone` and serde-serializable, including the RNG and the pending request.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Game {
    pub(crate) setup: Setup,
    pub(crate) rng: ChaCha8Rng,
    pub(crate) players: Vec<Player>,
    /// Draw pile; the top is the last element.
    pub(crate) deck: Vec<CardId>,
    pub(crate) discard: Vec<CardId>,
    pub(crate) processing: Vec<CardId>,
    /// Cards shown for 五谷丰登 (they sit in the processing area).
    pub(crate) shown: Vec<CardId>,
    pub(crate) turn: TurnState,
    pub(crate) turn_count: u32,
    pub(crate) stack: Vec<Frame>,
    pub(crate) ret: Ret,
    pub(crate) answer: Option<Answer>,
    /// The request `answer` answers (so a frame need not rebuild its options).
    pub(crate) asked: Option<Request>,
    pub(crate) pending: Option<Request>,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) events: Vec<Logged>,
    /// Number of accepted answers so far.
    pub(crate) decisions: u64,
    /// Whether events are recorded (fast simulations may switch it off).
    pub(crate) record: bool,
    /// Card losses that fire triggers once the current step is done (连营, 枭姬).
    pub(crate) after_moves: Vec<(super::triggers::Timing, Seat, Option<CardId>)>,
    /// Seats asked in every response window even with nothing to answer (hot-seat privacy).
    #[serde(default)]
    pub(crate) always_ask: SeatSet,
}

impl Game {
    /// A new game of the setup's mode. The mode seats the players (in identity mode: roles dealt at
    /// random from `seed`, the lord revealed); the deck is built from the setup's packages.
    pub fn new(setup: Setup, seed: u64) -> Result<Game, SetupError> {
        let n = setup.players;
        let mode = setup.mode.rules();
        let mut g = Game::empty(setup, seed);
        (mode.seat_players)(&mut g)?;
        g.deck = g.setup.packages.iter().flat_map(|p| p.cards()).map(|i| CardId(i as u8)).collect();
        g.deck.shuffle(&mut g.rng);
        g.emit(Event::GameStarted { players: n });
        (mode.announce)(&mut g);
        g.turn.seat = (mode.first)(&g);
        if g.setup.generals {
            g.stack.push(Frame::SelectGenerals(Box::default()));
        } else {
            g.start_game(&[]);
        }
        g.advance();
        Ok(g)
    }

    /// A bare game with no players, for scenarios and `new`.
    pub(crate) fn empty(setup: Setup, seed: u64) -> Game {
        Game {
            setup,
            rng: ChaCha8Rng::seed_from_u64(seed),
            players: Vec::new(),
            deck: Vec::new(),
            discard: Vec::new(),
            processing: Vec::new(),
            shown: Vec::new(),
            turn: TurnState::default(),
            turn_count: 0,
            stack: Vec::new(),
            ret: Ret::None,
            answer: None,
            asked: None,
            pending: None,
            outcome: None,
            events: Vec::new(),
            decisions: 0,
            record: true,
            after_moves: Vec::new(),
            always_ask: SeatSet::default(),
        }
    }

    /// Sets HP from generals (or the 4-HP default), deals 4 cards each and starts the lord's turn.
    pub(crate) fn start_game(&mut self, generals: &[(Seat, GeneralId)]) {
        let n = self.players.len();
        for &(s, gid) in generals {
            let p = &mut self.players[s as usize];
            p.generals[0] = Some(GeneralSlot { general: gid, face_up: true });
            p.max_hp = gid.def().hp as i8;
            p.skills = gid.skills();
        }
        for s in 0..n {
            let p = &mut self.players[s];
            if p.generals[0].is_none() {
                p.max_hp = 4;
            }
            let base = p.max_hp;
            let max_hp = (self.mode().start_hp)(self, s as Seat, base);
            let p = &mut self.players[s];
            p.max_hp = max_hp;
            p.hp = max_hp;
            self.emit(Event::HpSet { seat: s as Seat, hp: max_hp, max_hp });
        }
        let first = (self.mode().first)(self);
        for i in 0..n {
            let s = ((first as usize + i) % n) as Seat;
            self.draw(s, 4, MoveReason::Deal);
        }
        self.stack.push(Frame::Turn { seat: first, step: TurnStep::Start });
    }

    // ------------------------------------------------------------------ public API

    /// The one pending decision, or `None` when the game is over.
    pub fn pending(&self) -> Option<&Request> {
        self.pending.as_ref()
    }

    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Answers the pending request. An illegal answer returns why and leaves the game unchanged.
    pub fn submit(&mut self, seat: Seat, answer: Answer) -> Result<(), Illegal> {
        let req = self.pending.as_ref().ok_or(Illegal::GameOver)?;
        if req.seat != seat {
            return Err(Illegal::NotYourTurn { expected: req.seat });
        }
        validate::check(self, req, &answer)?;
        // An option chosen in the open (反间's suit, 刚烈's cost …) is announced; a general picked at
        // the start stays hidden until everybody has chosen (`GeneralPicked`).
        if let (super::request::RequestKind::ChooseOption { options }, Answer::Choice(i)) = (&req.kind, &answer)
            && let Some(&choice) = options.get(*i as usize)
            && !matches!(choice, super::request::Choice::General(_))
        {
            let by = req.reason.by;
            self.emit(Event::OptionChosen { seat, choice, by });
        }
        self.asked = self.pending.take();
        self.answer = Some(answer);
        self.decisions += 1;
        self.advance();
        Ok(())
    }

    /// Checks an answer without applying it.
    pub fn why_not(&self, seat: Seat, answer: &Answer) -> Result<(), Illegal> {
        let req = self.pending.as_ref().ok_or(Illegal::GameOver)?;
        if req.seat != seat {
            return Err(Illegal::NotYourTurn { expected: req.seat });
        }
        validate::check(self, req, answer)
    }

    /// A copy of the game in which everything `seat` cannot see is reshuffled: the roles of the other
    /// living seats (the lord's stays), and the cards in other seats' hands and in the deck (each hand
    /// keeps its size). Used to prove that an answerer's decisions do not depend on hidden facts.
    pub fn with_hidden_shuffled(&self, seat: Seat, seed: u64) -> Game {
        let mut g = self.clone();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let known = self.mode().identity_known;
        let hidden_role_seats: Vec<usize> = (0..g.players.len()).filter(|&i| !known(self, seat, i as Seat)).collect();
        let mut identities: Vec<Identity> = hidden_role_seats.iter().map(|&i| g.players[i].identity).collect();
        identities.shuffle(&mut rng);
        for (k, &i) in hidden_role_seats.iter().enumerate() {
            g.players[i].identity = identities[k];
        }
        let mut pool: Vec<CardId> = g.deck.clone();
        for (i, p) in g.players.iter().enumerate() {
            if i != seat as usize {
                pool.extend(p.hand.iter().copied());
            }
        }
        pool.shuffle(&mut rng);
        let deck_len = g.deck.len();
        g.deck = pool.split_off(pool.len() - deck_len);
        for i in 0..g.players.len() {
            if i != seat as usize {
                let n = g.players[i].hand.len();
                g.players[i].hand = pool.split_off(pool.len() - n);
            }
        }
        g
    }

    /// Seats to ask in every response window (闪, 杀, 桃, 无懈可击 …) even when they hold nothing that
    /// answers — then only "pass" is offered. With several people at one screen this keeps a prompt's
    /// mere appearance from revealing a hand. Off by default (the engine skips seats with no answer).
    pub fn set_always_ask(&mut self, seats: SeatSet) {
        self.always_ask = seats;
    }

    /// Whether `seat` is asked for a card named `name` (or of its family).
    pub(crate) fn asks(&self, seat: Seat, name: CardKind) -> bool {
        self.always_ask.contains(seat) || self.can_respond(seat, super::pattern::Pattern::Named(name))
    }

    /// Takes the events recorded since the last call.
    pub fn drain_events(&mut self) -> Vec<Logged> {
        std::mem::take(&mut self.events)
    }

    pub fn events(&self) -> &[Logged] {
        &self.events
    }

    /// Switches event recording (on by default). Simulations that never read events may turn it off.
    pub fn set_recording(&mut self, on: bool) {
        self.record = on;
        if !on {
            self.events.clear();
        }
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }
    pub fn players(&self) -> &[Player] {
        &self.players
    }
    pub fn player(&self, s: Seat) -> &Player {
        &self.players[s as usize]
    }
    pub fn deck(&self) -> &[CardId] {
        &self.deck
    }
    pub fn discard_pile(&self) -> &[CardId] {
        &self.discard
    }
    pub fn processing(&self) -> &[CardId] {
        &self.processing
    }
    pub fn current(&self) -> Seat {
        self.turn.seat
    }
    pub fn phase(&self) -> Option<Phase> {
        self.turn.phase
    }
    pub fn turn_count(&self) -> u32 {
        self.turn_count
    }
    pub fn decisions(&self) -> u64 {
        self.decisions
    }
    pub fn total_cards(&self) -> usize {
        self.setup.packages.card_count()
    }

    pub fn lord(&self) -> Seat {
        self.players.iter().position(|p| p.role() == Some(Role::Lord)).unwrap_or(0) as Seat
    }

    /// Sets a mark on `seat` (0 removes it) and announces the change to everybody (property damage
    /// unchains a chained seat; 军争's 铁索连环 and 酒 will set marks).
    pub(crate) fn set_mark(&mut self, seat: Seat, mark: Mark, value: i16) {
        let marks = &mut self.players[seat as usize].marks;
        let old = marks.iter().position(|(m, _)| *m == mark);
        match (old, value) {
            (Some(i), 0) => {
                marks.remove(i);
            }
            (Some(i), v) => marks[i].1 = v,
            (None, 0) => return,
            (None, v) => {
                let at = marks.partition_point(|(m, _)| *m < mark);
                marks.insert(at, (mark, v));
            }
        }
        self.emit(Event::MarkChanged { seat, mark, value });
    }

    /// Whether `seat` is in its dying window (濒死) now: a rescue is being asked for it.
    pub fn is_dying(&self, seat: Seat) -> bool {
        self.stack.iter().any(|f| matches!(f, Frame::Dying(d) if d.seat == seat))
    }

    pub fn alive_count(&self) -> usize {
        self.players.iter().filter(|p| p.alive).count()
    }

    /// Alive seats in seat order starting from `from` (included if alive).
    pub fn alive_from(&self, from: Seat) -> Vec<Seat> {
        self.alive_iter(from).collect()
    }

    /// Alive seats in seat order starting from `from`, without allocating.
    pub fn alive_iter(&self, from: Seat) -> impl Iterator<Item = Seat> + '_ {
        let n = self.players.len();
        (0..n).map(move |i| ((from as usize + i) % n) as Seat).filter(|&s| self.players[s as usize].alive)
    }

    /// The next alive seat after `s`.
    pub fn next_alive(&self, s: Seat) -> Seat {
        let n = self.players.len();
        (1..=n).map(|i| ((s as usize + i) % n) as Seat).find(|&x| self.players[x as usize].alive).unwrap_or(s)
    }

    // ------------------------------------------------------------------ the loop

    pub(crate) fn advance(&mut self) {
        while self.pending.is_none() && self.outcome.is_none() {
            if self.answer.is_none() && !self.after_moves.is_empty() {
                self.fire_after_moves();
            }
            let Some(frame) = self.stack.pop() else {
                // Nothing left to do before the game was decided: an engine error, reported as such.
                self.finish(Outcome { winner: super::event::Winner::Aborted, winners: Vec::new() });
                return;
            };
            self.run(frame);
        }
    }

    fn run(&mut self, frame: Frame) {
        match frame {
            Frame::SelectGenerals(f) => (self.mode().select)(self, f),
            Frame::Turn { seat, step } => self.run_turn(seat, step),
            Frame::JudgePhase { seat, done } => self.run_judge_phase(seat, done),
            Frame::Delayed(f) => self.run_delayed(f),
            Frame::DrawPhase { seat, step } => self.run_draw_phase(seat, step),
            Frame::PlayPhase { seat } => self.run_play_phase(seat),
            Frame::DiscardPhase { seat, step } => self.run_discard_phase(seat, step),
            Frame::Use(f) => self.run_use(f),
            Frame::Effect(f) => super::cards::run_effect(self, f),
            Frame::Nullify(f) => self.run_nullify(f),
            Frame::Respond(f) => self.run_respond(f),
            Frame::Damage(f) => self.run_damage(f),
            Frame::Recover { seat, amount, source } => self.run_recover(seat, amount, source),
            Frame::LoseHp { seat, amount } => self.run_lose_hp(seat, amount),
            Frame::Dying(f) => self.run_dying(f),
            Frame::Death { seat, killer, step } => self.run_death(seat, killer, step),
            Frame::Judge(f) => self.run_judge(f),
            Frame::Trigger(f) => self.run_trigger(f),
            Frame::Skill(f) => super::skills::run_skill(self, f),
        }
    }

    /// Pushes the triggers of card losses recorded by `move_cards` (first loss resolves first).
    fn fire_after_moves(&mut self) {
        let moves = std::mem::take(&mut self.after_moves);
        for (timing, seat, card) in moves.into_iter().rev() {
            if !self.is_alive(seat) {
                continue;
            }
            let ctx = Ctx::new(timing, TimingData::Lost(LostData { seat, card }));
            self.trigger_detached(ctx);
        }
    }

    /// Parks `frame` on the stack and asks `req`.
    pub(crate) fn ask(&mut self, frame: Frame, req: Request) {
        if self.outcome.is_some() {
            return;
        }
        self.stack.push(frame);
        self.pending = Some(req);
    }

    /// Takes the answer to the request the current frame asked.
    pub(crate) fn take_answer(&mut self) -> Option<Answer> {
        self.answer.take()
    }

    /// The request the current answer answers.
    pub(crate) fn take_asked(&mut self) -> Option<Request> {
        self.asked.take()
    }

    pub(crate) fn take_ret(&mut self) -> Ret {
        std::mem::take(&mut self.ret)
    }

    /// The trigger context handed back by a `trigger` call. Anything else is a protocol error between
    /// frames (a debug assertion; release builds go on with an empty context).
    pub(crate) fn take_ctx(&mut self) -> Ctx {
        match self.take_ret() {
            Ret::Ctx(c) => c,
            other => {
                debug_assert!(false, "a frame expected a trigger context and got {other:?}");
                Ctx::default()
            }
        }
    }

    /// The card handed back by a `Respond` frame (`None`: nothing was given).
    pub(crate) fn take_card(&mut self) -> Option<VCard> {
        match self.take_ret() {
            Ret::Card(c) => c,
            other => {
                debug_assert!(false, "a frame expected a response and got {other:?}");
                None
            }
        }
    }

    /// The yes/no handed back by a 无懈可击 window.
    pub(crate) fn take_bool(&mut self) -> bool {
        match self.take_ret() {
            Ret::Bool(b) => b,
            other => {
                debug_assert!(false, "a frame expected a yes/no and got {other:?}");
                false
            }
        }
    }

    /// Ends the game: every frame is dropped and cards in the processing area go to the discard pile.
    pub(crate) fn finish(&mut self, outcome: Outcome) {
        self.stack.clear();
        self.pending = None;
        self.flush_processing();
        self.emit(Event::GameOver { outcome: outcome.clone() });
        self.outcome = Some(outcome);
    }

    pub(crate) fn flush_processing(&mut self) {
        self.shown.clear();
        if !self.processing.is_empty() {
            let cards = self.processing.clone();
            self.move_cards(Zone::Processing, &cards, Zone::Discard, MoveReason::Cleanup);
        }
    }

    // ------------------------------------------------------------------ events

    pub(crate) fn emit(&mut self, event: Event) {
        if self.record {
            self.events.push(Logged { vis: Visibility::Public, event });
        }
    }

    pub(crate) fn emit_to(&mut self, vis: Visibility, event: Event) {
        if self.record {
            self.events.push(Logged { vis, event });
        }
    }

    pub(crate) fn is_alive(&self, s: Seat) -> bool {
        self.players.get(s as usize).is_some_and(|p| p.alive)
    }

    /// Records that `seat` used or played a `kind` card (counted while it is the current player's play phase).
    /// Records that the current player used or played a card of `kind` (and so of its family: a 火杀
    /// counts as a 杀) in its play phase.
    pub(crate) fn note_in_play(&mut self, seat: Seat, kind: CardKind) {
        if seat == self.turn.seat && self.turn.phase == Some(Phase::Play) {
            self.turn.in_play |= 1 << (kind as u8) | 1 << (kind.family() as u8);
        }
    }

    /// The faction of `seat`'s general (none without generals).
    pub fn faction(&self, seat: Seat) -> Option<super::data::Faction> {
        self.players.get(seat as usize).and_then(|p| p.general()).map(|g| g.def().faction)
    }

    pub(crate) fn damage(
        &mut self,
        source: Option<Seat>,
        target: Seat,
        amount: i32,
        card: Option<VCard>,
        nature: Nature,
    ) {
        self.stack.push(Frame::Damage(Box::new(DamageFrame {
            source,
            target,
            amount,
            card,
            nature,
            step: DamageStep::Caused,
            chained: false,
            passes_to: Vec::new(),
        })));
    }
}

#[cfg(test)]
mod tests {
    use super::super::event::Winner;
    use super::super::scenario::{Scenario, SeatSetup};

    #[test]
    fn an_empty_stack_is_an_engine_error_not_a_draw() {
        let seats = vec![SeatSetup::default(), SeatSetup::default()];
        let mut g = Scenario::with_seats("empty", seats).build().expect("valid scenario");
        g.pending = None;
        g.stack.clear();
        g.advance();
        assert_eq!(g.outcome().map(|o| &o.winner), Some(&Winner::Aborted));
        assert!(crate::sim::invariants(&g).is_err(), "the fuzz's invariants catch it");
    }

    #[test]
    fn marks_are_kept_sorted_announced_and_shown() {
        use super::super::event::{Event, Mark};
        use super::super::skills::SkillId;
        let seats = vec![SeatSetup::default(), SeatSetup::default()];
        let mut g = Scenario::with_seats("marks", seats).build().expect("valid scenario");
        g.drain_events();
        g.set_mark(1, Mark::Drunk, 1);
        g.set_mark(1, Mark::Chained, 1);
        g.set_mark(1, Mark::Skill(SkillId::Luoyi), 2);
        assert_eq!(g.player(1).marks, vec![(Mark::Chained, 1), (Mark::Drunk, 1), (Mark::Skill(SkillId::Luoyi), 2)]);
        assert_eq!(g.player(1).mark(Mark::Drunk), 1);
        g.set_mark(1, Mark::Drunk, 0);
        g.set_mark(1, Mark::TurnedOver, 0);
        assert_eq!(g.player(1).mark(Mark::Drunk), 0);
        assert_eq!(g.view(0).players[1].marks, vec![(Mark::Chained, 1), (Mark::Skill(SkillId::Luoyi), 2)]);
        let ev: Vec<_> = g.drain_events().into_iter().map(|l| l.event).collect();
        assert_eq!(ev.len(), 4, "removing a mark that is not there announces nothing: {ev:?}");
        assert!(ev.contains(&Event::MarkChanged { seat: 1, mark: Mark::Drunk, value: 0 }));
    }

    #[test]
    fn a_card_offered_for_recasting_is_discarded_and_replaced() {
        use super::super::event::Event;
        use super::super::request::{Answer, Illegal, RequestKind};
        use super::super::types::{CardId, Zone};
        let card = CardId::parse("slash ♠7").expect("a card");
        let other = CardId::parse("jink ♦2").expect("a card");
        let seats = vec![SeatSetup { hand: vec![card, other], ..Default::default() }, SeatSetup::default()];
        let mut g = Scenario::with_seats("recast", seats).build().expect("valid scenario");
        // No Standard card is recastable: offer one by hand, as 铁索连环's rules will.
        if let Some(RequestKind::Play { recast, .. }) = g.pending.as_mut().map(|r| &mut r.kind) {
            assert!(recast.is_empty(), "nothing in the Standard deck is recastable");
            recast.push(card);
        }
        assert_eq!(g.submit(0, Answer::Recast(other)), Err(Illegal::NotYourCard(other)));
        g.drain_events();
        assert_eq!(g.submit(0, Answer::Recast(card)), Ok(()));
        assert_eq!(g.zone_of(card), Some(Zone::Discard));
        assert_eq!(g.player(0).hand.len(), 2, "one card out, one drawn");
        let ev: Vec<_> = g.drain_events().into_iter().map(|l| l.event).collect();
        assert_eq!(ev.first(), Some(&Event::Recast { seat: 0, card }));
        assert!(matches!(g.pending().map(|r| &r.kind), Some(RequestKind::Play { .. })), "the play phase goes on");
    }
}
