//! End-to-end smoke mode for machines without a person: `SGS_SMOKE=shot.png sgs gui` starts a game
//! (seat 1 human, the rest AI), lets it run, saves a screenshot of the real window and exits.
//! `SGS_SMOKE_FRAMES` sets how many frames to wait (default 240), `SGS_SMOKE_SCREEN=title|setup|table|play|watch|tutorial|lesson|encyclopedia`
//! which screen to capture, `SGS_SMOKE_PLAYERS` the number of seats, `SGS_SMOKE_SEED` the seed of a game started on the setup screen, `SGS_SMOKE_HELP=card:slash` (or `general:`, `skill:`, `term:`) an
//! encyclopedia page to open. It prints the frame rate it saw.

use super::{NewGame, Screen, Table};
use crate::session::Session;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

pub fn enabled() -> bool {
    std::env::var_os("SGS_SMOKE").is_some()
}

#[allow(clippy::too_many_arguments)] // a Bevy system: one parameter per resource it touches
pub fn run(
    mut commands: Commands,
    mut frame: Local<u32>,
    mut started: Local<Option<std::time::Instant>>,
    mut prev: Local<Option<std::time::Instant>>,
    mut longest: Local<std::time::Duration>,
    started_at: Option<Res<super::StartedAt>>,
    mut table: ResMut<Table>,
    mut new_game: ResMut<NewGame>,
    mut tutor: ResMut<super::Tutor>,
    mut help: ResMut<super::Help>,
    mut next: ResMut<NextState<Screen>>,
) {
    *frame += 1;
    if *frame == 1
        && let Some(t) = started_at
    {
        println!("smoke: first frame {} ms after start", t.0.elapsed().as_millis());
    }
    let wanted = std::env::var("SGS_SMOKE_SCREEN").unwrap_or_else(|_| "table".into());
    let frames: u32 = std::env::var("SGS_SMOKE_FRAMES").ok().and_then(|s| s.parse().ok()).unwrap_or(240);
    if *frame == 2 {
        // SGS_SMOKE_SEED: the seed a game started from the setup screen uses when none is typed.
        if let Some(seed) = std::env::var("SGS_SMOKE_SEED").ok().and_then(|s| s.parse().ok()) {
            new_game.0.seed = Some(seed);
        }
        match wanted.as_str() {
            "setup" => next.set(Screen::Setup),
            "table" | "play" | "watch" => {
                // Without generals the game starts at once; the AI seats play until the human's turn.
                // "watch": every seat is an AI, so the game runs on its own.
                let mut opts = new_game.0.clone();
                opts.generals = wanted != "play";
                if let Some(n) = std::env::var("SGS_SMOKE_PLAYERS").ok().and_then(|s| s.parse::<u8>().ok()) {
                    opts.players = n.clamp(2, 10);
                    opts.seats
                        .resize(opts.players as usize, crate::session::Controller::Ai(crate::ai::Difficulty::Normal));
                }
                if wanted == "watch" {
                    opts.seats =
                        vec![crate::session::Controller::Ai(crate::ai::Difficulty::Normal); opts.players as usize];
                }
                if let Ok(s) = Session::new(&opts, 7) {
                    table.session = Some(s);
                    table.generation += 1;
                    next.set(Screen::Table);
                }
            }
            "tutorial" => next.set(Screen::Tutorial),
            "encyclopedia" => next.set(Screen::Encyclopedia),
            "lesson" => {
                // A lesson at its first "do" step (SGS_SMOKE_LESSON = 1..12, default 3).
                let n: usize = std::env::var("SGS_SMOKE_LESSON").ok().and_then(|s| s.parse().ok()).unwrap_or(3);
                if let Some(l) = crate::tutorial::Lesson::all().ok().and_then(|v| v.into_iter().nth(n.max(1) - 1))
                    && let Ok((mut coach, s)) = crate::tutorial::Coach::start(&l)
                {
                    while matches!(coach.current(), Some(crate::tutorial::LessonStep::Say { .. })) {
                        coach.next(&s);
                    }
                    table.session = Some(s);
                    table.generation += 1;
                    tutor.coach = Some(coach);
                    next.set(Screen::Lesson);
                }
            }
            _ => {}
        }
    }
    // SGS_SMOKE_HELP=card:slash|general:liubei|skill:rende|term:distance opens that encyclopedia page
    // (over the table, or on the encyclopedia screen).
    if *frame == 3
        && let Some(t) = std::env::var("SGS_SMOKE_HELP").ok().and_then(|t| crate::encyclopedia::Topic::parse(&t))
    {
        help.browser.open(t);
        help.open = true;
    }
    if *frame == 30 {
        *started = Some(std::time::Instant::now());
    }
    // The longest frame after warm-up (the AI thinks on this thread within a frame budget).
    let now = std::time::Instant::now();
    if *frame > 30
        && let Some(p) = *prev
    {
        *longest = (*longest).max(now - p);
    }
    *prev = Some(now);
    // SGS_SMOKE_FRAMES=0: run until killed (a script drives the window).
    if *frame == frames {
        if let Some(t0) = *started {
            // Frame rate over the frames after warm-up (the first 30 include start-up and shader compiles).
            let secs = t0.elapsed().as_secs_f64();
            let n = frames.saturating_sub(30);
            let longest = longest.as_secs_f64() * 1000.0;
            println!(
                "smoke: {n} frames in {secs:.2} s = {:.1} FPS, longest frame {longest:.1} ms",
                n as f64 / secs.max(1e-9)
            );
        }
        let path = std::env::var("SGS_SMOKE").unwrap_or_else(|_| "smoke.png".into());
        commands.spawn(Screenshot::primary_window()).observe(save_to_disk(path)).observe(
            |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                exit.write(AppExit::Success);
            },
        );
    }
}

/// In smoke mode, F12 saves a screenshot of the window as `SGS_SMOKE_SHOTS/shot-NN.png` (a play-test driven by
/// xdotool looks at what each person would see) and reports its path.
pub fn shot_on_key(mut commands: Commands, keys: Res<ButtonInput<KeyCode>>, mut n: Local<u32>) {
    if !keys.just_pressed(KeyCode::F12) {
        return;
    }
    let Some(dir) = std::env::var_os("SGS_SMOKE_SHOTS") else { return };
    *n += 1;
    let path = std::path::Path::new(&dir).join(format!("shot-{:02}.png", *n));
    println!("report: shot {}", path.display());
    commands.spawn(Screenshot::primary_window()).observe(save_to_disk(path));
}

/// What [`report`] printed last: screen, encyclopedia open, its page, the viewer's general, the viewer to move,
/// the hot-seat curtain down, the seat that must act.
type Reported = (Screen, bool, Option<crate::encyclopedia::Topic>, Option<&'static str>, bool, bool, Option<u8>);

/// Prints every screen change and the encyclopedia's state, so a script driving the real window (xdotool, see
/// `.ci/clicks`) can check where its clicks led.
pub fn report(
    screen: Res<State<Screen>>,
    help: Res<super::Help>,
    table: Res<Table>,
    mut last: Local<Option<Reported>>,
) {
    // The general of the seat at the screen, once chosen, and whether the game waits for that seat.
    let general = table.session.as_ref().and_then(|s| s.game.players().get(s.viewer() as usize)?.general());
    let asks_me = table.session.as_ref().is_some_and(|s| s.game.pending().is_some_and(|r| r.seat == s.viewer()));
    let curtain = table.session.as_ref().is_some_and(|s| s.curtain);
    let acting = table.session.as_ref().and_then(|s| s.waiting_on());
    let now = (*screen.get(), help.open, help.browser.current(), general.map(|g| g.def().id), asks_me, curtain, acting);
    if *last != Some(now) {
        let (screen, open, page, general, asks_me, curtain, acting) = now;
        let open = if open { "open" } else { "closed" };
        let turn = if asks_me { "yours" } else { "others" };
        let curtain = if curtain { "down" } else { "up" };
        let acting = acting.map(|s| s + 1);
        println!(
            "report: screen {screen:?}, encyclopedia {open}, page {page:?}, general {general:?}, move {turn}, \
             curtain {curtain}, acting seat {acting:?}"
        );
        *last = Some(now);
    }
}
