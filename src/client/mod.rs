//! The desktop client (Bevy 0.19 + bevy_egui 0.42). It mirrors the engine and never holds rules:
//! screens are Bevy states, the turn phase is a sub-state mirrored from engine events, every card is
//! an entity whose zone is synced from events, and egui panels answer the engine's requests.
//!
//! System order each frame: input (egui answers) → engine (AI steps) → sync (events → entities,
//! phase state) → draw.

pub mod art;
pub mod cards;
pub mod help;
pub mod prompts;
pub mod settings;
pub mod smoke;
pub mod sync;
pub mod ui;

use crate::i18n::Localizer;
use crate::rules::Phase;
use crate::session::{GameOptions, Session};
use bevy::prelude::*;
use bevy_egui::{EguiPlugin, EguiPrimaryContextPass};

/// Top-level screens.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Title,
    Setup,
    Settings,
    Table,
    Results,
    /// The list of tutorial lessons.
    Tutorial,
    /// A lesson in progress.
    Lesson,
    /// The encyclopedia, full screen (from the title).
    Encyclopedia,
}

/// The turn phase on the table, mirrored from the engine's phase events.
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Table)]
pub enum TurnPhase {
    #[default]
    Between,
    Prepare,
    Judge,
    Draw,
    Play,
    Discard,
    Finish,
}

impl From<Option<Phase>> for TurnPhase {
    fn from(p: Option<Phase>) -> Self {
        match p {
            None => TurnPhase::Between,
            Some(Phase::Prepare) => TurnPhase::Prepare,
            Some(Phase::Judge) => TurnPhase::Judge,
            Some(Phase::Draw) => TurnPhase::Draw,
            Some(Phase::Play) => TurnPhase::Play,
            Some(Phase::Discard) => TurnPhase::Discard,
            Some(Phase::Finish) => TurnPhase::Finish,
        }
    }
}

/// The localizer in use (switching language replaces it; everything redraws from it).
#[derive(Resource)]
pub struct Loc(pub Localizer);

/// The game on the table, if any.
#[derive(Resource, Default)]
pub struct Table {
    pub session: Option<Session>,
    /// Bumped for every new game (the sync respawns card entities).
    pub generation: u64,
    /// Seconds until the next AI decision (the thinking delay).
    pub ai_wait: f32,
    /// The decision (`Game::decisions`) `ai_wait` was drawn for.
    pub ai_wait_for: Option<u64>,
}

/// Player settings (persisted as RON in the OS config directory by a later step).
#[derive(Resource, Clone, Debug)]
pub struct Settings {
    pub lang: String,
    pub ui_scale: f32,
    /// Seconds an AI "thinks" before answering (randomised a little so timing reveals nothing).
    pub ai_delay: f32,
    /// Speed of card animations (1 = normal).
    pub animation_speed: f32,
    /// Hot-seat: ask every human in every response window so prompts reveal nothing.
    pub ask_all_humans: bool,
    /// Tutorial lessons completed (by lesson id).
    pub lessons_done: Vec<String>,
}

impl Default for Settings {
    fn default() -> Self {
        let os = std::env::var("LC_ALL").or_else(|_| std::env::var("LANG")).unwrap_or_default();
        Settings {
            lang: Localizer::pick_language(&os).to_string(),
            ui_scale: 1.0,
            ai_delay: 0.35,
            animation_speed: 1.0,
            ask_all_humans: true,
            lessons_done: Vec::new(),
        }
    }
}

/// The lesson in progress: its coach (the session itself is `Table::session`) and the pacing of
/// scripted and AI moves.
#[derive(Resource, Default)]
pub struct Tutor {
    pub coach: Option<crate::tutorial::Coach>,
    pub wait: f32,
}

/// The encyclopedia: where the reader is, and whether its window is open over the table.
#[derive(Resource, Default)]
pub struct Help {
    pub browser: crate::encyclopedia::Browser,
    pub open: bool,
}

/// The options being edited on the setup screen.
#[derive(Resource, Default)]
pub struct NewGame(pub GameOptions);

/// Frame-ordering sets: input → engine → sync.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub enum ClientSet {
    Engine,
    Sync,
}

/// Everything but the window: states, resources and the engine/sync systems. Headless tests add
/// this to `MinimalPlugins` + `StatesPlugin`.
pub struct CorePlugin;

impl Plugin for CorePlugin {
    fn build(&self, app: &mut App) {
        let settings = Settings::default();
        let loc = Localizer::new(&settings.lang).or_else(|_| Localizer::new("zh-Hans"));
        if let Ok(loc) = loc {
            app.insert_resource(Loc(loc));
        }
        app.insert_resource(settings)
            .init_resource::<Table>()
            .init_resource::<NewGame>()
            .init_resource::<Tutor>()
            .init_resource::<Help>()
            .init_state::<Screen>()
            .add_sub_state::<TurnPhase>()
            .configure_sets(Update, (ClientSet::Engine, ClientSet::Sync).chain())
            .add_plugins(sync::SyncPlugin)
            .add_systems(Update, step_ai.in_set(ClientSet::Engine).run_if(in_state(Screen::Table)))
            .add_systems(Update, autosave.after(ClientSet::Engine).run_if(in_state(Screen::Table)))
            .add_systems(Update, step_lesson.in_set(ClientSet::Engine).run_if(in_state(Screen::Lesson)));
    }
}

/// How long, per frame, the AI plays on when the person out of the game skips to the end.
pub const SKIP_SLICE_MS: u64 = 12;

/// Lets an AI seat answer when its (randomised) thinking delay has passed. One decision per frame,
/// so the UI never freezes. After "skip to the end" (every person out), many decisions per frame.
fn step_ai(time: Res<Time>, settings: Res<Settings>, mut table: ResMut<Table>, mut next: ResMut<NextState<Screen>>) {
    let delay = settings.ai_delay;
    let dt = time.delta_secs();
    let Some(session) = table.session.as_ref() else { return };
    if session.game.is_over() {
        next.set(Screen::Results);
        return;
    }
    if !session.is_ai_turn() {
        return;
    }
    if session.skip_to_end && session.spectating() {
        // "Skip to the end": as many decisions as fit in a short slice of the frame, so the window stays
        // responsive while the game finishes; the results follow as soon as it is over.
        if let Some(session) = table.session.as_mut() {
            session.run_ai_for(std::time::Duration::from_millis(SKIP_SLICE_MS));
        }
        return;
    }
    // A new AI decision draws its think time: the same for a seat that can answer and one that cannot
    // (every AI seat is asked in every response window), so pauses reveal no hand.
    let decision = session.game.decisions();
    let drawn = session.game.pending().map(|r| crate::session::think_time(r, decision, delay)).unwrap_or(0.0);
    if table.ai_wait_for != Some(decision) {
        table.ai_wait_for = Some(decision);
        table.ai_wait = drawn;
    }
    table.ai_wait -= dt;
    if table.ai_wait > 0.0 {
        return;
    }
    if let Some(session) = table.session.as_mut() {
        session.step_ai();
    }
}

/// Paces a lesson: scripted opponents ("watch" steps) move one answer at a time at a readable speed;
/// in the closing "play" step the AI seats answer like in a normal game. A finished lesson is recorded.
fn step_lesson(time: Res<Time>, mut settings: ResMut<Settings>, mut table: ResMut<Table>, mut tutor: ResMut<Tutor>) {
    let pace = (settings.ai_delay * 2.5).clamp(0.6, 2.5);
    let dt = time.delta_secs();
    let Tutor { coach, wait } = &mut *tutor;
    let (Some(coach), Some(session)) = (coach.as_mut(), table.session.as_mut()) else { return };
    if coach.finished() {
        if !settings.lessons_done.contains(&coach.lesson.id) {
            settings.lessons_done.push(coach.lesson.id.clone());
        }
        return;
    }
    *wait -= dt;
    if *wait > 0.0 {
        return;
    }
    match coach.current() {
        Some(crate::tutorial::LessonStep::Watch { .. }) => {
            coach.watch_one(session);
            *wait = pace;
        }
        Some(crate::tutorial::LessonStep::Play { .. }) if session.is_ai_turn() => {
            coach.play_ai(session);
            *wait = settings.ai_delay;
        }
        _ => {}
    }
}

/// Saves the game after every answer (options, seed and answers, RON); a finished game leaves no save.
fn autosave(table: Res<Table>, mut saved: Local<(u64, usize)>) {
    let Some(s) = table.session.as_ref() else { return };
    let Some(n) = s.record.as_ref().map(|r| r.answers.len()) else { return };
    if *saved == (table.generation, n) || smoke::enabled() {
        return;
    }
    *saved = (table.generation, n);
    let Some(path) = settings::save_path() else { return };
    if s.game.is_over() {
        let _ = std::fs::remove_file(&path);
        return;
    }
    let write = || -> Result<(), String> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        let text = s.save_text().ok_or("nothing to save")?;
        // Write then rename, so a crash never leaves half a save.
        let tmp = path.with_extension("ron.tmp");
        std::fs::write(&tmp, text).map_err(|e| format!("{}: {e}", tmp.display()))?;
        std::fs::rename(&tmp, &path).map_err(|e| format!("{}: {e}", path.display()))
    };
    if let Err(e) = write() {
        warn!("autosave failed: {e}");
    }
}

/// Writes the settings to disk whenever they change.
fn save_settings(s: Res<Settings>) {
    if s.is_changed()
        && !s.is_added()
        && let Some(p) = settings::path()
        && let Err(e) = settings::write(&p, &settings::Stored::from(&*s))
    {
        warn!("settings not saved: {e}");
    }
}

/// The window title follows the language, like every other string.
fn window_title(loc: Res<Loc>, mut windows: Query<&mut Window>) {
    if loc.is_changed() {
        let title = loc.0.t("ui-title");
        for mut w in &mut windows {
            if w.title != title {
                w.title = title.clone();
            }
        }
    }
}

/// Runs the desktop client.
/// When the program started (the smoke run reports the time to the first frame).
#[derive(Resource)]
pub struct StartedAt(pub std::time::Instant);

/// `size`: the window's logical size (default 1280×720).
pub fn run(size: Option<(u32, u32)>) -> AppExit {
    let started = StartedAt(std::time::Instant::now());
    let window = Window { resolution: size.unwrap_or((1280, 720)).into(), ..default() };
    let mut app = App::new();
    if smoke::enabled() {
        // Under Xvfb the window never has focus: keep updating anyway.
        app.insert_resource(bevy::winit::WinitSettings {
            focused_mode: bevy::winit::UpdateMode::Continuous,
            unfocused_mode: bevy::winit::UpdateMode::Continuous,
        });
    }
    app.insert_resource(ClearColor(Color::srgb(0.12, 0.10, 0.09)))
        .add_plugins(DefaultPlugins.set(WindowPlugin { primary_window: Some(window), ..default() }))
        .add_plugins(EguiPlugin::default())
        .add_plugins(CorePlugin)
        .insert_resource(settings::load())
        .insert_resource(started)
        .add_systems(Startup, ui::setup_camera)
        .add_systems(Update, (save_settings, window_title))
        .add_systems(Update, (smoke::run, smoke::report, smoke::shot_on_key).run_if(smoke::enabled))
        .add_systems(EguiPrimaryContextPass, (ui::load_fonts, ui::draw).chain())
        .run()
}
