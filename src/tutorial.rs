//! The rules tutorial: lessons are scripted scenarios (the engine's scenario format, stacked deck, fixed
//! seats) plus steps with localized texts. A `Coach` walks a `Session` through them: "say" steps explain,
//! "do" steps wait for the learner's move (a wrong one is not applied; the engine's reason is shown),
//! "watch" steps play the scripted opponents, "play" steps let the learner finish the game against the AI.
//! Pure Rust: the client draws it, the tests run every lesson with a scripted learner.

use crate::ai::Difficulty;
use crate::rules::scenario::{Scenario, ScenarioError, Step};
use crate::rules::{Answer, CardId, Game, Illegal, Seat, TargetProblem, Using};
use crate::session::{Controller, Session};
use serde::{Deserialize, Serialize};

/// The lessons, in order, embedded from `assets/tutorial/`.
pub const LESSONS: &[(&str, &str)] = &[
    ("assets/tutorial/01-turn.ron", include_str!("../assets/tutorial/01-turn.ron")),
    ("assets/tutorial/02-slash.ron", include_str!("../assets/tutorial/02-slash.ron")),
    ("assets/tutorial/03-range.ron", include_str!("../assets/tutorial/03-range.ron")),
    ("assets/tutorial/04-dying.ron", include_str!("../assets/tutorial/04-dying.ron")),
    ("assets/tutorial/05-equipment.ron", include_str!("../assets/tutorial/05-equipment.ron")),
    ("assets/tutorial/06-tricks.ron", include_str!("../assets/tutorial/06-tricks.ron")),
    ("assets/tutorial/07-area.ron", include_str!("../assets/tutorial/07-area.ron")),
    ("assets/tutorial/08-nullify.ron", include_str!("../assets/tutorial/08-nullify.ron")),
    ("assets/tutorial/09-delayed.ron", include_str!("../assets/tutorial/09-delayed.ron")),
    ("assets/tutorial/10-roles.ron", include_str!("../assets/tutorial/10-roles.ron")),
    ("assets/tutorial/11-skills.ron", include_str!("../assets/tutorial/11-skills.ron")),
    ("assets/tutorial/12-lord.ron", include_str!("../assets/tutorial/12-lord.ron")),
];

/// One lesson. Texts are Fluent keys: `lesson-<id>-title`, `lesson-<id>-goal`, and each step's `text`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Lesson {
    pub id: String,
    pub scenario: Scenario,
    /// The learner's seat.
    #[serde(default)]
    pub learner: Seat,
    pub steps: Vec<LessonStep>,
}

/// What the tutorial points at.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Mark {
    Card(CardId),
    Seat(Seat),
    /// The "end play phase" / "pass" / "confirm" buttons of the prompt.
    Button,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum LessonStep {
    /// Explain; the learner presses "next".
    Say {
        text: String,
        #[serde(default)]
        marks: Vec<Mark>,
    },
    /// Wait for the learner's move: one of `answers`, or any legal answer when `any`. `wrong` lists typical
    /// mistakes (the tests check each is refused with a reason).
    Do {
        text: String,
        answers: Vec<Answer>,
        #[serde(default)]
        any: bool,
        #[serde(default)]
        marks: Vec<Mark>,
        #[serde(default)]
        wrong: Vec<Answer>,
    },
    /// The scripted opponents act, one answer at a time.
    Watch {
        text: String,
        answers: Vec<Step>,
        #[serde(default)]
        marks: Vec<Mark>,
    },
    /// Free play against the AI until the game ends.
    Play {
        text: String,
        #[serde(default = "easy")]
        ai: Difficulty,
    },
}

fn easy() -> Difficulty {
    Difficulty::Easy
}

impl LessonStep {
    pub fn text(&self) -> &str {
        match self {
            LessonStep::Say { text, .. }
            | LessonStep::Do { text, .. }
            | LessonStep::Watch { text, .. }
            | LessonStep::Play { text, .. } => text,
        }
    }
    pub fn marks(&self) -> &[Mark] {
        match self {
            LessonStep::Say { marks, .. } | LessonStep::Do { marks, .. } | LessonStep::Watch { marks, .. } => marks,
            LessonStep::Play { .. } => &[],
        }
    }
}

/// A lesson file that does not parse: its path, line and the parser's message.
pub type LessonError = crate::file_error::FileError;

impl Lesson {
    pub fn from_ron(path: &str, text: &str) -> Result<Lesson, LessonError> {
        ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
            .from_str(text)
            .map_err(|e| LessonError { path: path.into(), line: e.span.start.line, message: e.code.to_string() })
    }

    /// All embedded lessons, in order.
    pub fn all() -> Result<Vec<Lesson>, LessonError> {
        LESSONS.iter().map(|(p, t)| Lesson::from_ron(p, t)).collect()
    }

    /// Every Fluent key the lesson uses.
    pub fn text_keys(&self) -> Vec<String> {
        let mut v = vec![format!("lesson-{}-title", self.id), format!("lesson-{}-goal", self.id)];
        v.extend(self.steps.iter().map(|s| s.text().to_string()));
        v
    }
}

/// Why a learner's move was not applied.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// The rules forbid it; `problem` explains a target the card cannot reach (distance, range, …).
    Illegal { illegal: Illegal, problem: Option<TargetProblem> },
    /// Legal, but not what this step teaches.
    NotTheLesson,
}

/// Walks a session through a lesson.
pub struct Coach {
    pub lesson: Lesson,
    /// Index of the current step (`steps.len()` when the lesson is over).
    pub step: usize,
    /// Answers of the current watch step already played.
    pub watched: usize,
    pub refusal: Option<Refusal>,
    /// The last watch step since the learner's last move: its index, and the game and log length at its
    /// start (for "replay").
    replay_from: Option<(usize, Game, usize)>,
}

impl Coach {
    /// Builds the lesson's table: the learner is human, everyone else AI (used only in play steps).
    pub fn start(lesson: &Lesson) -> Result<(Coach, Session), ScenarioError> {
        let game = lesson.scenario.build()?;
        let n = lesson.scenario.seats.len();
        let ai = lesson
            .steps
            .iter()
            .find_map(|s| match s {
                LessonStep::Play { ai, .. } => Some(*ai),
                _ => None,
            })
            .unwrap_or(Difficulty::Easy);
        let controllers =
            (0..n).map(|i| if i == lesson.learner as usize { Controller::Human } else { Controller::Ai(ai) }).collect();
        let session = Session::from_game(game, controllers, lesson.scenario.seed);
        let mut coach = Coach { lesson: lesson.clone(), step: 0, watched: 0, refusal: None, replay_from: None };
        coach.enter(&session);
        Ok((coach, session))
    }

    pub fn current(&self) -> Option<&LessonStep> {
        self.lesson.steps.get(self.step)
    }

    pub fn finished(&self) -> bool {
        self.step >= self.lesson.steps.len()
    }

    fn enter(&mut self, s: &Session) {
        self.watched = 0;
        self.refusal = None;
        if matches!(self.current(), Some(LessonStep::Watch { .. })) {
            self.replay_from = Some((self.step, s.game.clone(), s.log.len()));
        }
    }

    fn advance(&mut self, s: &Session) {
        self.step += 1;
        self.enter(s);
    }

    /// "Next" on a say step.
    pub fn next(&mut self, s: &Session) {
        if matches!(self.current(), Some(LessonStep::Say { .. })) {
            self.advance(s);
        }
    }

    /// Whether the learner's prompt is live (a do or play step waiting on the learner).
    pub fn learner_turn(&self, s: &Session) -> bool {
        matches!(self.current(), Some(LessonStep::Do { .. } | LessonStep::Play { .. }))
            && s.waiting_on() == Some(self.lesson.learner)
    }

    /// The learner's move. Applied only if the step accepts it; otherwise the game is unchanged and the
    /// reason is kept in `refusal`.
    pub fn attempt(&mut self, s: &mut Session, answer: Answer) -> Result<(), Refusal> {
        let learner = self.lesson.learner;
        let accepted = match self.current() {
            Some(LessonStep::Do { answers, any, .. }) => *any || answers.iter().any(|a| same_answer(a, &answer)),
            Some(LessonStep::Play { .. }) => true,
            _ => false,
        };
        // The rules first: an illegal move gets the engine's reason even when it is also off-script.
        let mut probe = s.game.clone();
        if let Err(illegal) = probe.submit(learner, answer.clone()) {
            let problem = target_problem(&s.game, learner, &answer, &illegal);
            let r = Refusal::Illegal { illegal, problem };
            self.refusal = Some(r.clone());
            return Err(r);
        }
        if !accepted {
            self.refusal = Some(Refusal::NotTheLesson);
            return Err(Refusal::NotTheLesson);
        }
        s.answer(learner, answer);
        self.refusal = None;
        self.replay_from = None; // replaying now would undo the learner's move
        // A do step is done with its move; a play step when the game is over.
        if matches!(self.current(), Some(LessonStep::Do { .. })) || s.game.outcome().is_some() {
            self.advance(s);
        }
        Ok(())
    }

    /// Plays the next scripted answer of a watch step. Returns false when there is nothing to play
    /// (not a watch step, or a script that does not fit the game — reported by the tests).
    pub fn watch_one(&mut self, s: &mut Session) -> bool {
        let Some(LessonStep::Watch { answers, .. }) = self.current() else { return false };
        let total = answers.len();
        let Some(step) = answers.get(self.watched).cloned() else {
            self.advance(s);
            return false;
        };
        if !s.answer(step.seat, step.answer) {
            return false;
        }
        self.watched += 1;
        if self.watched >= total {
            self.advance(s);
        }
        true
    }

    /// In a play step: let the AI seats answer. Returns true if one did.
    pub fn play_ai(&mut self, s: &mut Session) -> bool {
        if !matches!(self.current(), Some(LessonStep::Play { .. })) {
            return false;
        }
        let stepped = s.step_ai();
        if s.game.outcome().is_some() {
            self.advance(s);
        }
        stepped
    }

    /// Rewinds the current (or just finished) watch step so it plays again.
    pub fn replay(&mut self, s: &mut Session) {
        if let Some((step, game, len)) = self.replay_from.clone() {
            s.game = game;
            s.log.truncate(len);
            self.step = step;
            self.watched = 0;
            self.refusal = None;
        }
    }

    pub fn can_replay(&self) -> bool {
        self.replay_from.as_ref().is_some_and(|(step, ..)| self.step > *step || self.watched > 0)
    }
}

/// Two answers are the same move (target order does not matter where the rules do not care).
fn same_answer(a: &Answer, b: &Answer) -> bool {
    match (a, b) {
        (Answer::Use { source: s1, targets: t1 }, Answer::Use { source: s2, targets: t2 }) => {
            s1 == s2 && t1.len() == t2.len() && t1.iter().all(|t| t2.contains(t))
        }
        _ => a == b,
    }
}

/// For a refused target: what stops this card reaching it (distance, range, 空城 …).
/// (A card with no reachable target at all is not even offered, so "not an option" is explained too.)
fn target_problem(g: &Game, seat: Seat, answer: &Answer, illegal: &Illegal) -> Option<TargetProblem> {
    use crate::rules::CardKind;
    let Answer::Use { source: Using::Card(c), targets } = answer else { return None };
    let kind = c.kind();
    if matches!(kind, CardKind::Jink | CardKind::Nullification) || !g.players()[seat as usize].hand.contains(c) {
        return None;
    }
    match illegal {
        Illegal::BadTarget(t) => g.target_problem(seat, kind, *t),
        Illegal::NotAnOption => targets.iter().find_map(|&t| g.target_problem(seat, kind, t)),
        _ => None,
    }
}

/// The text for a refusal, in the learner's language.
pub fn refusal_text(loc: &crate::i18n::Localizer, r: &Refusal) -> String {
    match r {
        Refusal::Illegal { problem: Some(p), .. } => loc.target_problem(*p),
        Refusal::Illegal { illegal, .. } => crate::tui::illegal(loc, illegal),
        Refusal::NotTheLesson => loc.t("tut-not-this"),
    }
}

/// Plays a lesson from start to end with a scripted learner: every "do" step first tries each listed
/// mistake (each must be refused, with a reason, leaving the game unchanged), then the intended move; "play"
/// steps are finished by an AI in the learner's seat. Returns a trace (one line per step) or what went wrong.
pub fn rehearse(lesson: &Lesson, loc: &crate::i18n::Localizer) -> Result<Vec<String>, String> {
    use crate::ai::BotKind;
    let (mut coach, mut s) = Coach::start(lesson).map_err(|e| format!("{}: scenario: {e:?}", lesson.id))?;
    let learner = lesson.learner;
    let mut stand_in = BotKind::Heuristic(Difficulty::Normal).make(learner, 1);
    let mut trace = Vec::new();
    let mut guard = 0;
    let where_ = |coach: &Coach, s: &Session| {
        format!("{} step {} (pending: {:?})", lesson.id, coach.step + 1, s.game.pending().map(|r| (r.seat, &r.kind)))
    };
    while !coach.finished() {
        guard += 1;
        if guard > 100_000 {
            return Err(format!("{}: stalled", where_(&coach, &s)));
        }
        let step = coach.current().cloned().ok_or("no step")?;
        match step {
            LessonStep::Say { text, .. } => {
                trace.push(format!("say {text}"));
                coach.next(&s);
            }
            LessonStep::Do { text, answers, wrong, .. } => {
                if s.waiting_on() != Some(learner) {
                    return Err(format!("{}: a do step, but the learner is not asked", where_(&coach, &s)));
                }
                for w in wrong {
                    let before = ron::to_string(&s.game).map_err(|e| e.to_string())?;
                    match coach.attempt(&mut s, w.clone()) {
                        Ok(()) => return Err(format!("{}: mistake {w:?} was accepted", where_(&coach, &s))),
                        Err(r) => {
                            if ron::to_string(&s.game).map_err(|e| e.to_string())? != before {
                                return Err(format!("{}: refusing {w:?} changed the game", where_(&coach, &s)));
                            }
                            let why = refusal_text(loc, &r);
                            if why.trim().is_empty() {
                                return Err(format!("{}: {w:?} refused without a reason", where_(&coach, &s)));
                            }
                            trace.push(format!("refused {w:?}: {why}"));
                        }
                    }
                }
                let Some(a) = answers.first().cloned() else {
                    return Err(format!("{}: a do step without an intended answer", where_(&coach, &s)));
                };
                if let Err(r) = coach.attempt(&mut s, a.clone()) {
                    return Err(format!(
                        "{}: the intended {a:?} was refused: {}",
                        where_(&coach, &s),
                        refusal_text(loc, &r)
                    ));
                }
                trace.push(format!("do {text}: {a:?}"));
            }
            LessonStep::Watch { text, answers, .. } => {
                let before = coach.step;
                let next = answers.get(coach.watched).cloned();
                if !coach.watch_one(&mut s) && coach.step == before {
                    return Err(format!("{}: scripted {next:?} was refused", where_(&coach, &s)));
                }
                trace.push(format!("watch {text}: {next:?}"));
            }
            LessonStep::Play { text, .. } => {
                let before = coach.step;
                if s.waiting_on() == Some(learner) {
                    let a = stand_in.decide(&s.game.view(learner));
                    coach
                        .attempt(&mut s, a)
                        .map_err(|r| format!("{}: AI learner refused: {r:?}", where_(&coach, &s)))?;
                } else if !coach.play_ai(&mut s) && !coach.finished() {
                    return Err(format!("{}: nobody can move", where_(&coach, &s)));
                }
                if coach.step != before {
                    let outcome =
                        s.game.outcome().map(|o| loc.event(&crate::rules::Event::GameOver { outcome: o.clone() }));
                    trace.push(format!(
                        "play {text}: {} after {} turns",
                        outcome.unwrap_or_default(),
                        s.game.turn_count()
                    ));
                }
            }
        }
    }
    Ok(trace)
}
