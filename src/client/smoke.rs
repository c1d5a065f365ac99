//! End-to-end smoke mode for machines without a person: `SGS_SMOKE=shot.png sgs gui` starts a game
//! (seat 1 human, the rest AI), lets it run, saves a screenshot of the real window and exits.
//! `SGS_SMOKE_FRAMES` sets how many frames to wait (default 240), `SGS_SMOKE_SCREEN=title|setup|table|play|watch|tutorial|lesson|encyclopedia`
//! which screen to capture, `SGS_SMOKE_PLAYERS` the number of seats, `SGS_SMOKE_HELP=card:slash` (or `general:`, `skill:`, `term:`) an
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
    started_at: Option<Res<super::StartedAt>>,
    mut table: ResMut<Table>,
    new_game: Res<NewGame>,
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
    if *frame == frames {
        if let Some(t0) = *started {
            // Frame rate over the frames after warm-up (the first 30 include start-up and shader compiles).
            let secs = t0.elapsed().as_secs_f64();
            let n = frames.saturating_sub(30);
            println!("smoke: {n} frames in {secs:.2} s = {:.1} FPS", n as f64 / secs.max(1e-9));
        }
        let path = std::env::var("SGS_SMOKE").unwrap_or_else(|_| "smoke.png".into());
        commands.spawn(Screenshot::primary_window()).observe(save_to_disk(path)).observe(
            |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                exit.write(AppExit::Success);
            },
        );
    }
}
