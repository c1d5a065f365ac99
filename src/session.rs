//! A game in progress as the desktop client holds it: the engine, who controls each seat, the log, and the
//! hot-seat curtain. Pure Rust (no Bevy types), so it is tested without a window.

use crate::ai::{Bot, BotKind, Difficulty};
use crate::i18n::Localizer;
use crate::rules::{Answer, Game, Illegal, Logged, Seat, Setup};
use serde::{Deserialize, Serialize};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Controller {
    Human,
    Ai(Difficulty),
}

/// The new-game settings chosen on the setup screen.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameOptions {
    pub players: u8,
    pub seats: Vec<Controller>,
    pub generals: bool,
    pub ex_cards: bool,
    pub seed: Option<u64>,
    /// Privacy: ask every AI seat — and, with two or more people at the screen, every human — in every
    /// response window (闪, 杀, 桃, 无懈可击), even with nothing to answer, so that neither a prompt nor an
    /// AI's pause reveals a hand.
    #[serde(default = "yes")]
    pub ask_all_humans: bool,
}

fn yes() -> bool {
    true
}

impl Default for GameOptions {
    fn default() -> Self {
        let mut seats = vec![Controller::Ai(Difficulty::Normal); 5];
        seats[0] = Controller::Human;
        GameOptions { players: 5, seats, generals: true, ex_cards: false, seed: None, ask_all_humans: true }
    }
}

impl GameOptions {
    /// Keeps one controller per seat when the player count changes.
    pub fn set_players(&mut self, n: u8) {
        self.players = n.clamp(2, 10);
        self.seats.resize(self.players as usize, Controller::Ai(Difficulty::Normal));
    }
}

pub struct Session {
    pub game: Game,
    pub controllers: Vec<Controller>,
    bots: Vec<Option<Box<dyn Bot>>>,
    /// Every event so far (the client filters by viewer when showing them).
    pub log: Vec<Logged>,
    /// The human whose private view is on screen (hot-seat).
    pub at_screen: Option<Seat>,
    /// The curtain is down: the next human must confirm before anything private shows.
    pub curtain: bool,
    /// Why the last answer of a human was refused.
    pub refused: Option<Illegal>,
    /// How to rebuild this game: options, seed and every answer so far (`None` for lessons).
    pub record: Option<Record>,
    /// Illegal answers an AI gave (each replaced by a random legal one and reported on stderr); always 0
    /// unless the AI has a bug.
    pub bot_errors: u32,
    /// Every person is out and asked to skip ahead: the AI plays without pauses until the game ends.
    pub skip_to_end: bool,
}

/// A saved game: the setup, the seed and every answer in order. Replaying them rebuilds the exact state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// The rules version the answers were given under ([`RULES_VERSION`]; absent in older saves).
    #[serde(default)]
    pub version: u32,
    pub opts: GameOptions,
    pub seed: u64,
    pub answers: Vec<(Seat, Answer)>,
}

/// Raised whenever a rules change makes the same seed and answers play a different game (1: blind picks
/// draw a random card of the hand), so an older save is refused with a clear message instead of
/// replaying into a different game.
pub const RULES_VERSION: u32 = 1;

impl Session {
    pub fn new(opts: &GameOptions, seed: u64) -> Result<Session, crate::rules::SetupError> {
        let setup = Setup::identity(opts.players, opts.generals, opts.ex_cards);
        let mut game = Game::new(setup, seed)?;
        let controllers: Vec<Controller> =
            (0..opts.players as usize).map(|i| opts.seats.get(i).copied().unwrap_or(Controller::Human)).collect();
        let humans: Vec<Seat> =
            controllers.iter().enumerate().filter(|(_, c)| **c == Controller::Human).map(|(i, _)| i as Seat).collect();
        if !humans.is_empty() && opts.ask_all_humans {
            // A person watches: every AI seat is asked in every response window, so its pause (the same
            // think time with or without an answer) reveals nothing; several people at one screen: every
            // human is asked too, so a prompt's mere appearance reveals nothing.
            let mut set = crate::rules::types::SeatSet::default();
            for (i, c) in controllers.iter().enumerate() {
                if matches!(c, Controller::Ai(_)) || humans.len() >= 2 {
                    set.insert(i as Seat);
                }
            }
            game.set_always_ask(set);
        }
        let mut s = Session::from_game(game, controllers, seed);
        s.record = Some(Record { version: RULES_VERSION, opts: opts.clone(), seed, answers: Vec::new() });
        if humans.len() >= 2 {
            // Hot-seat: nobody's view is on screen until the first person to act sits down.
            s.at_screen = None;
            s.curtain = true;
        }
        Ok(s)
    }

    /// A session around a game that is already set up (tutorial lessons, scenarios): the first human is at
    /// the screen, AI seats get their bots.
    pub fn from_game(game: Game, controllers: Vec<Controller>, seed: u64) -> Session {
        let bots = controllers
            .iter()
            .enumerate()
            .map(|(s, c)| match c {
                Controller::Ai(d) => Some(BotKind::Heuristic(*d).make(s as Seat, seed ^ (s as u64) << 32)),
                Controller::Human => None,
            })
            .collect();
        let at_screen = controllers.iter().position(|c| *c == Controller::Human).map(|s| s as Seat);
        let mut s = Session {
            game,
            controllers,
            bots,
            log: Vec::new(),
            at_screen,
            curtain: false,
            refused: None,
            record: None,
            bot_errors: 0,
            skip_to_end: false,
        };
        s.deliver();
        s
    }

    /// The save file's text (RON), for sessions that keep a record.
    pub fn save_text(&self) -> Option<String> {
        let r = self.record.as_ref()?;
        ron::ser::to_string_pretty(r, ron::ser::PrettyConfig::default()).ok()
    }

    /// Rebuilds a saved game. `path` only names the file in errors; a broken save is reported with its line,
    /// an answer that no longer fits with its number.
    pub fn resume(path: &str, text: &str) -> Result<Session, String> {
        let r: Record = ron::from_str(text).map_err(|e| format!("{path}:{}: {}", e.span.start.line, e.code))?;
        if r.version != RULES_VERSION {
            return Err(format!(
                "{path}: saved under rules version {} and this game plays version {RULES_VERSION}: the same answers \
                 would play a different game, so it cannot be resumed (the file is left as it is)",
                r.version
            ));
        }
        let mut s = Session::new(&r.opts, r.seed).map_err(|e| format!("{path}: {e:?}"))?;
        for (i, (seat, a)) in r.answers.iter().enumerate() {
            s.game
                .submit(*seat, a.clone())
                .map_err(|e| format!("{path}: answer {} does not fit the game: {e}", i + 1))?;
            s.deliver();
        }
        s.record = Some(r);
        if s.humans() < 2 {
            s.at_screen = s.waiting_on().filter(|w| s.controllers[*w as usize] == Controller::Human).or(s.at_screen);
        }
        s.update_curtain();
        Ok(s)
    }

    fn remember(&mut self, seat: Seat, a: Answer) {
        if let Some(r) = self.record.as_mut() {
            r.answers.push((seat, a));
        }
    }

    pub fn humans(&self) -> usize {
        self.controllers.iter().filter(|c| **c == Controller::Human).count()
    }

    /// Hands new engine events to the bots allowed to see them and keeps them for the log.
    /// Returns how many events arrived.
    pub fn deliver(&mut self) -> usize {
        let events = self.game.drain_events();
        for e in &events {
            for (s, bot) in self.bots.iter_mut().enumerate() {
                if let Some(bot) = bot.as_mut().filter(|_| e.vis.visible_to(s as Seat)) {
                    bot.observe(&e.event);
                }
            }
        }
        let n = events.len();
        let ended = events.iter().any(|e| matches!(e.event, crate::rules::Event::GameOver { .. }));
        self.log.extend(events);
        if ended {
            // The game is over: every seat's role is revealed, as the log's last lines (the engine does not
            // say them; the bots need not hear them).
            for p in self.game.players() {
                let event = crate::rules::Event::IdentityShown { seat: p.seat, identity: p.identity };
                self.log.push(Logged { vis: crate::rules::Visibility::Public, event });
            }
        }
        n
    }

    /// Every person at the screen is out (dead) and the game goes on between computer players.
    pub fn spectating(&self) -> bool {
        let players = self.game.players();
        self.humans() >= 1
            && !self.game.is_over()
            && self
                .controllers
                .iter()
                .enumerate()
                .all(|(s, c)| *c != Controller::Human || players.get(s).is_none_or(|p| !p.alive))
    }

    /// Lets AI seats answer one after another, without pauses, until the game ends, a person must act, or
    /// `budget` has passed (checked after each decision). Returns how many decisions were made.
    pub fn run_ai_for(&mut self, budget: std::time::Duration) -> usize {
        let start = std::time::Instant::now();
        let mut n = 0;
        while self.is_ai_turn() && self.step_ai() {
            n += 1;
            if start.elapsed() >= budget {
                break;
            }
        }
        n
    }

    /// The seat that must answer now, if any.
    pub fn waiting_on(&self) -> Option<Seat> {
        self.game.pending().map(|r| r.seat)
    }

    pub fn is_ai_turn(&self) -> bool {
        self.waiting_on().is_some_and(|s| matches!(self.controllers[s as usize], Controller::Ai(_)))
    }

    /// Lets the AI seat that must decide answer. Returns false if it is not an AI's decision.
    pub fn step_ai(&mut self) -> bool {
        let Some(seat) = self.waiting_on() else { return false };
        let Some(bot) = self.bots[seat as usize].as_mut() else { return false };
        let answer = bot.decide(&self.game.view(seat));
        let refused = self.game.submit(seat, answer.clone());
        if refused.is_ok() {
            self.remember(seat, answer);
        } else if let Some(req) = self.game.pending().cloned() {
            // A bot bug must not freeze the table: fall back to any legal answer, and say so loudly.
            let why = refused.err().map(|e| e.to_string()).unwrap_or_default();
            eprintln!(
                "error: the AI of seat {} answered {answer:?} to {:?}, which the rules refuse ({why}); \
                 a random legal answer is played instead. This is a bug in the AI: please report it with the save file.",
                seat + 1,
                req.reason
            );
            self.bot_errors += 1;
            let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(self.game.decisions());
            let fallback = crate::rules::agent::random_answer(&req, &mut rng);
            if self.game.submit(seat, fallback.clone()).is_ok() {
                self.remember(seat, fallback);
            }
        }
        self.deliver();
        self.update_curtain();
        true
    }

    /// A human's answer; an illegal one is kept in `refused` and changes nothing.
    pub fn answer(&mut self, seat: Seat, answer: Answer) -> bool {
        match self.game.submit(seat, answer.clone()) {
            Ok(()) => {
                self.remember(seat, answer);
                self.refused = None;
                self.deliver();
                self.update_curtain();
                true
            }
            Err(e) => {
                self.refused = Some(e);
                false
            }
        }
    }

    /// With two or more humans, lower the curtain whenever a different human must act, and whenever the
    /// computer acts in a turn that is not the person's at the screen (their hand and role do not stay on
    /// screen through the computer's turns).
    pub fn update_curtain(&mut self) {
        if self.humans() < 2 {
            return;
        }
        if self.spectating() {
            // Every person is out: nothing private is left to hide between them (the view of a dead seat
            // holds only public things, and its private log lines stay hidden, see `log_lines`). The curtain
            // lifts so that everybody can watch the rest of the game.
            if self.at_screen.is_none() {
                self.at_screen = self.controllers.iter().position(|c| *c == Controller::Human).map(|s| s as Seat);
            }
            self.curtain = false;
            return;
        }
        let Some(s) = self.waiting_on() else { return };
        let human = self.controllers[s as usize] == Controller::Human;
        if (human && self.at_screen != Some(s)) || (!human && self.at_screen != Some(self.game.current())) {
            self.curtain = true;
        }
    }

    /// The table as everybody may see it: every seat as the other seats see it (no hand, a role only if
    /// the lord's or the dead's, a general only once shown), from the rotation of the seat at the screen.
    /// Drawn under the curtain.
    pub fn public_view(&self) -> crate::rules::View {
        let n = self.game.players().len() as Seat;
        let mut v = self.game.view(self.viewer());
        for p in 0..n {
            if let Some(seen) = self.game.view((p + 1) % n).players.get(p as usize).cloned() {
                v.players[p as usize] = seen;
            }
        }
        if let Some(crate::rules::PendingView::Mine(r)) = &v.pending {
            let kind = crate::rules::view::RequestTag::of(&r.kind);
            v.pending = Some(crate::rules::PendingView::Other { seat: r.seat, kind });
        }
        v
    }

    /// The human who must act now, if a human must (the one the curtain asks to sit down).
    pub fn waiting_human(&self) -> Option<Seat> {
        self.waiting_on().filter(|s| self.controllers[*s as usize] == Controller::Human)
    }

    /// The waiting human confirms they sit at the screen. Only a human who must act can lift it: while
    /// an AI seat acts under the curtain (e.g. at the start of a hot-seat game) it stays down.
    pub fn lift_curtain(&mut self) {
        if self.humans() >= 2 {
            let Some(s) = self.waiting_human() else { return };
            self.at_screen = Some(s);
        } else if let Some(s) = self.waiting_on() {
            self.at_screen = Some(s);
        }
        self.curtain = false;
    }

    /// The seat whose private view is shown (the human at the screen; a spectator view otherwise).
    /// Whatever is private must be drawn only for [`Session::shown_seat`].
    pub fn viewer(&self) -> Seat {
        self.at_screen.unwrap_or(0)
    }

    /// The seat whose private information may be on screen now: none while the curtain is down, none in
    /// a hot-seat game before anybody sat down.
    pub fn shown_seat(&self) -> Option<Seat> {
        if self.curtain {
            return None;
        }
        if self.humans() >= 2 { self.at_screen } else { Some(self.viewer()) }
    }

    /// Log lines the person at the screen may read, newest last: public lines only while nobody's view
    /// is shown (under the curtain).
    pub fn log_lines(&self, loc: &Localizer, max: usize) -> Vec<String> {
        // Several people, all out: they watch together, so nobody's private lines are shown.
        let shown = self.shown_seat().filter(|_| !(self.humans() >= 2 && (self.spectating() || self.game.is_over())));
        let lines: Vec<String> = self
            .log
            .iter()
            .filter(|e| match shown {
                Some(v) => e.vis.visible_to(v),
                None => e.vis == crate::rules::Visibility::Public,
            })
            .map(|e| loc.event(&e.event))
            .collect();
        let skip = lines.len().saturating_sub(max);
        lines.into_iter().skip(skip).collect()
    }
}

/// How long an AI seat "thinks" before answering `req`, in seconds, for the base delay `base`: a response
/// window (闪, 杀, 桃, 无懈可击) takes half as long as other decisions, and `salt` (the decision count)
/// draws the rest uniformly from 0.6–1.4 × that. It never looks at what the seat holds or could answer,
/// so a pause reveals no hand.
pub fn think_time(req: &crate::rules::Request, salt: u64, base: f32) -> f32 {
    let factor = match req.kind {
        crate::rules::RequestKind::Respond { .. } => 0.5,
        _ => 1.0,
    };
    // splitmix64: a well-spread draw from the salt.
    let mut z = salt.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    let u = (z >> 40) as f32 / (1u64 << 24) as f32;
    base * factor * (0.6 + 0.8 * u)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_saved_game_resumes_exactly_and_a_broken_save_names_its_line() {
        let opts = GameOptions { seats: vec![Controller::Ai(Difficulty::Normal); 5], ..GameOptions::default() };
        let mut s = Session::new(&opts, 11).unwrap();
        for _ in 0..300 {
            s.step_ai();
        }
        let text = s.save_text().unwrap();
        let back = Session::resume("autosave.ron", &text).unwrap();
        assert_eq!(ron::to_string(&back.game).unwrap(), ron::to_string(&s.game).unwrap());
        assert_eq!(back.log.len(), s.log.len());
        let broken = text.replacen("answers", "answers: oops", 1);
        let e = Session::resume("autosave.ron", &broken).err().unwrap();
        assert!(e.starts_with("autosave.ron:"), "{e}");
        assert!(Session::resume("x.ron", "").is_err());
        // A save from before the rules version (no `version` field) is refused, not replayed differently.
        let old = text.replacen(&format!("version: {RULES_VERSION},"), "", 1);
        assert_ne!(old, text);
        let e = Session::resume("old.ron", &old).err().unwrap();
        assert!(e.starts_with("old.ron:") && e.contains("version 0"), "{e}");
    }

    #[test]
    fn an_all_ai_session_plays_to_the_end() {
        let opts = GameOptions { seats: vec![Controller::Ai(Difficulty::Normal); 5], ..GameOptions::default() };
        let mut s = Session::new(&opts, 3).unwrap();
        let mut steps = 0;
        while s.step_ai() {
            steps += 1;
            assert!(steps < 100_000);
        }
        assert!(s.game.is_over());
    }

    #[test]
    fn the_curtain_falls_between_two_humans() {
        let opts = GameOptions { seats: vec![Controller::Human; 5], generals: false, ..GameOptions::default() };
        let mut s = Session::new(&opts, 5).unwrap();
        let first = s.waiting_on().unwrap();
        s.lift_curtain();
        assert!(!s.curtain && s.at_screen == Some(first));
        // The first human ends their play phase; eventually another human must act.
        assert!(s.answer(first, Answer::EndPhase));
        let mut guard = 0;
        while s.waiting_on() == Some(first) {
            let req = s.game.pending().unwrap().clone();
            let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(1);
            s.answer(first, crate::rules::agent::random_answer(&req, &mut rng));
            guard += 1;
            assert!(guard < 100);
        }
        assert!(s.curtain, "a different human must act: the curtain is down");
        s.lift_curtain();
        assert_eq!(s.at_screen, s.waiting_on());
        assert!(!s.curtain);
    }

    #[test]
    fn a_refused_answer_is_explained_and_changes_nothing() {
        let s0 = Session::new(&GameOptions { generals: false, ..GameOptions::default() }, 9).unwrap();
        let mut s = s0;
        let seat = s.waiting_on().unwrap();
        let before = s.game.decisions();
        let ok = s.answer(seat, Answer::Pass);
        assert!(!ok);
        assert!(s.refused.is_some());
        assert_eq!(s.game.decisions(), before);
    }

    fn hot_seat(seed: u64) -> Session {
        // Seats 2 and 4 are people, the rest computer players (the case of the report: 2 humans of 5).
        let mut seats = vec![Controller::Ai(Difficulty::Normal); 5];
        seats[1] = Controller::Human;
        seats[3] = Controller::Human;
        Session::new(&GameOptions { seats, generals: false, ..GameOptions::default() }, seed).unwrap()
    }

    /// Plays AI seats until a human must act.
    fn run_ai_until_a_human(s: &mut Session) {
        let mut guard = 0;
        while s.waiting_human().is_none() && s.step_ai() {
            guard += 1;
            assert!(guard < 10_000);
        }
    }

    #[test]
    fn a_hot_seat_game_starts_under_the_curtain_whoever_acts_first() {
        for seed in 0..20 {
            let mut s = hot_seat(seed);
            assert!(s.curtain, "seed {seed}: the curtain is down at the start");
            assert_eq!(s.shown_seat(), None);
            // Nobody can lift it while the computer plays.
            if s.waiting_human().is_none() {
                s.lift_curtain();
                assert!(s.curtain && s.at_screen.is_none(), "seed {seed}");
            }
            run_ai_until_a_human(&mut s);
            let first = s.waiting_human().unwrap();
            assert!(s.curtain, "seed {seed}: still down when seat {} must act", first + 1);
            s.lift_curtain();
            assert_eq!(s.shown_seat(), Some(first), "seed {seed}: the person who must act sits down");
        }
    }

    #[test]
    fn the_log_under_the_curtain_shows_public_lines_only() {
        let loc = Localizer::new("en").unwrap();
        let mut s = hot_seat(3);
        let public = |s: &Session| -> Vec<String> {
            s.log.iter().filter(|e| e.vis == crate::rules::Visibility::Public).map(|e| loc.event(&e.event)).collect()
        };
        assert!(s.log.iter().any(|e| e.vis != crate::rules::Visibility::Public), "the deal is private");
        assert_eq!(s.log_lines(&loc, usize::MAX), public(&s));
        run_ai_until_a_human(&mut s);
        s.lift_curtain();
        let a = s.at_screen.unwrap();
        let mine = |s: &Session, who: Seat| -> Vec<String> {
            s.log
                .iter()
                .filter(|e| e.vis != crate::rules::Visibility::Public && e.vis.visible_to(who))
                .map(|e| loc.event(&e.event))
                .collect()
        };
        assert!(!mine(&s, a).is_empty());
        assert!(mine(&s, a).iter().all(|l| s.log_lines(&loc, usize::MAX).contains(l)), "A reads A's lines");
        // A plays on (random legal answers) until the other person must act: the curtain falls and A's
        // private lines are gone from the screen.
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(3);
        let mut guard = 0;
        while !s.curtain {
            match s.waiting_human() {
                Some(h) => {
                    let req = s.game.pending().unwrap().clone();
                    assert!(s.answer(h, crate::rules::agent::random_answer(&req, &mut rng)));
                }
                None => assert!(s.step_ai(), "the game ended before a hand-over"),
            }
            guard += 1;
            assert!(guard < 10_000);
        }
        // (The curtain falls for the other person or for the computer's turn.)
        assert_ne!(s.waiting_human(), Some(a));
        let shown = s.log_lines(&loc, usize::MAX);
        assert_eq!(shown, public(&s));
        let private_a: Vec<String> = mine(&s, a).into_iter().filter(|l| !public(&s).contains(l)).collect();
        assert!(!private_a.is_empty() && private_a.iter().all(|l| !shown.contains(l)));
    }

    #[test]
    fn with_a_person_watching_every_ai_seat_is_asked_in_every_response_window() {
        let mut opts = GameOptions { generals: false, ..GameOptions::default() };
        opts.seats[0] = Controller::Human;
        let (mut with, mut without) = (Vec::new(), Vec::new());
        for seed in 0..6 {
            let mut s = Session::new(&opts, seed).unwrap();
            let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(seed);
            while let Some(req) = s.game.pending().cloned() {
                if let crate::rules::RequestKind::Respond { options, .. } = &req.kind
                    && req.seat != 0
                {
                    let t = think_time(&req, s.game.decisions(), 1.0);
                    if options.is_empty() { without.push(t) } else { with.push(t) }
                }
                if req.seat == 0 {
                    s.answer(0, crate::rules::agent::random_answer(&req, &mut rng));
                } else {
                    s.step_ai();
                }
            }
        }
        // Before: AI seats were asked only when they held an answer (`without` stayed empty).
        assert!(with.len() > 50 && without.len() > 50, "{} with, {} without", with.len(), without.len());
        let mean = |v: &[f32]| v.iter().sum::<f32>() / v.len() as f32;
        assert!((mean(&with) - mean(&without)).abs() < 0.05, "{} vs {}", mean(&with), mean(&without));
        for v in [&with, &without] {
            assert!(v.iter().all(|t| (0.3..=0.7).contains(t)), "a response pause is 0.3–0.7 × the delay");
        }
    }
}
