//! The screens, drawn with egui. Every string comes from Fluent through [`Loc`].

use super::prompts::{self, Selection};
use super::{Loc, NewGame, Screen, Settings, Table};
use crate::ai::Difficulty;
use crate::encyclopedia::Topic;
use crate::i18n::{LANGS, Localizer};
use crate::rules::{PendingView, Role, SeatView, View};
use crate::session::{Controller, Session};
use crate::tutorial::Mark;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

const FONT_SC: &[u8] = include_bytes!("../../assets/fonts/NotoSansCJKsc-subset.otf");
const FONT_JP: &[u8] = include_bytes!("../../assets/fonts/NotoSansCJKjp-subset.otf");

pub fn setup_camera(mut commands: Commands) {
    // Software renderers halve their frame rate with MSAA: keep it off.
    commands.spawn((Camera2d, Msaa::Off));
}

/// egui fonts for a language: the CJK subset as a fallback after egui's Latin fonts; Japanese gets
/// the Japanese-form subset first.
fn fonts_for(lang: &str) -> egui::FontDefinitions {
    let mut f = egui::FontDefinitions::default();
    f.font_data.insert("cjk-sc".into(), std::sync::Arc::new(egui::FontData::from_static(FONT_SC)));
    f.font_data.insert("cjk-jp".into(), std::sync::Arc::new(egui::FontData::from_static(FONT_JP)));
    let order: &[&str] = if lang == "ja" { &["cjk-jp", "cjk-sc"] } else { &["cjk-sc", "cjk-jp"] };
    for fam in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        let list = f.families.entry(fam).or_default();
        for name in order {
            list.push((*name).to_string());
        }
    }
    f
}

/// How much to enlarge the whole UI for a window of `w`×`h` logical pixels: 1 up to 1600×900 (the layout's
/// design size), then in proportion, so a 4K window at 100 % OS scaling looks like 1080p, not like a stamp.
pub fn auto_zoom(w: f32, h: f32) -> f32 {
    (w / 1600.0).min(h / 900.0).clamp(1.0, 3.0)
}

/// Installs the fonts for the current language (again whenever it changes) and the zoom: the UI-scale
/// setting times [`auto_zoom`] for the window's size.
pub fn load_fonts(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut loaded: Local<(String, f32)>,
) -> Result {
    let auto = windows.single().map(|w| auto_zoom(w.width(), w.height())).unwrap_or(1.0);
    // Zoom in whole 5 % steps so a window being resized does not re-layout every pixel.
    let zoom = (settings.ui_scale * auto * 20.0).round() / 20.0;
    if loaded.0 != settings.lang || loaded.1 != zoom {
        let ctx = contexts.ctx_mut()?;
        if loaded.0 != settings.lang {
            ctx.set_fonts(fonts_for(&settings.lang));
        }
        ctx.set_zoom_factor(zoom);
        *loaded = (settings.lang.clone(), zoom);
    }
    Ok(())
}

#[derive(Default)]
pub struct UiState {
    pub selection: Selection,
    pub seed_text: String,
    /// Seat flashes: (seat, red for damage / green for recovery, start time).
    pub flashes: Vec<(crate::rules::Seat, bool, f64)>,
    /// How far into the log the flashes have looked.
    pub seen: usize,
    /// Cards flying between zones: (card, or `None` if hidden from this viewer; from; to; start time).
    pub flights: Vec<(Option<crate::rules::CardId>, crate::rules::Zone, crate::rules::Zone, f64)>,
    /// Where each seat and the middle of the table were drawn last frame.
    pub seat_pos: Vec<egui::Pos2>,
    pub center: egui::Pos2,
    /// Why "continue" failed (the save is kept).
    pub resume_error: Option<String>,
}

#[allow(clippy::too_many_arguments)]
pub fn draw(
    mut contexts: EguiContexts,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    mut settings: ResMut<Settings>,
    mut loc: ResMut<Loc>,
    mut table: ResMut<Table>,
    mut new_game: ResMut<NewGame>,
    mut ui_state: Local<UiState>,
    mut exit: MessageWriter<AppExit>,
    mut tutor: ResMut<super::Tutor>,
    mut help: ResMut<super::Help>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let mut root = egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    );
    // Work on a copy: the resource is only touched (and saved) when something really changed.
    let mut edited = settings.clone();
    if loc.0.lang != edited.lang
        && let Ok(l) = Localizer::new(&edited.lang)
    {
        loc.0 = l;
    }
    match screen.get() {
        Screen::Title => {
            egui::CentralPanel::default().show(&mut root, |ui| {
                // The table as a dim backdrop, and the four factions' lords above the title.
                let full = ui.max_rect();
                super::art::paint(ui.painter(), &crate::art::table(), full, egui::Color32::from_gray(110));
                ui.vertical_centered(|ui| {
                    ui.add_space(ui.available_height() * 0.12);
                    let pic = egui::vec2(96.0, 120.0);
                    let (row, _) =
                        ui.allocate_exact_size(egui::vec2(4.0 * pic.x + 3.0 * 16.0, pic.y), egui::Sense::hover());
                    for (k, id) in ["caocao", "liubei", "sunquan", "lvbu"].into_iter().enumerate() {
                        let r = egui::Rect::from_min_size(row.min + egui::vec2(k as f32 * (pic.x + 16.0), 0.0), pic);
                        super::art::paint(ui.painter(), &crate::art::portrait(id), r, egui::Color32::WHITE);
                    }
                    ui.add_space(16.0);
                    ui.label(egui::RichText::new(loc.0.t("ui-title")).size(48.0).strong());
                    ui.add_space(24.0);
                    if let Some(path) = super::settings::save_path().filter(|p| p.exists()) {
                        if ui.button(egui::RichText::new(loc.0.t("ui-continue")).size(22.0)).clicked() {
                            let shown = path.display().to_string();
                            match std::fs::read_to_string(&path)
                                .map_err(|e| format!("{shown}: {e}"))
                                .and_then(|text| Session::resume(&shown, &text))
                            {
                                Ok(session) => {
                                    table.session = Some(session);
                                    table.generation += 1;
                                    ui_state.resume_error = None;
                                    next.set(Screen::Table);
                                }
                                Err(e) => ui_state.resume_error = Some(e),
                            }
                        }
                        if let Some(e) = &ui_state.resume_error {
                            ui.colored_label(
                                egui::Color32::LIGHT_RED,
                                loc.0.tr("ui-save-broken", &[("why", e.clone().into())]),
                            );
                        }
                        ui.add_space(8.0);
                    }
                    if ui.button(egui::RichText::new(loc.0.t("ui-new-game")).size(22.0)).clicked() {
                        next.set(Screen::Setup);
                    }
                    ui.add_space(8.0);
                    if ui.button(egui::RichText::new(loc.0.t("ui-tutorial")).size(22.0)).clicked() {
                        next.set(Screen::Tutorial);
                    }
                    ui.add_space(8.0);
                    if ui.button(egui::RichText::new(loc.0.t("ui-encyclopedia")).size(22.0)).clicked() {
                        next.set(Screen::Encyclopedia);
                    }
                    ui.add_space(8.0);
                    language_picker(ui, &loc.0, &mut edited.lang);
                    if ui.button(loc.0.t("ui-settings")).clicked() {
                        next.set(Screen::Settings);
                    }
                    ui.add_space(8.0);
                    if ui.button(loc.0.t("ui-quit")).clicked() {
                        exit.write(AppExit::Success);
                    }
                });
            });
        }
        Screen::Settings => {
            egui::CentralPanel::default().show(&mut root, |ui| {
                ui.heading(loc.0.t("ui-settings"));
                language_picker(ui, &loc.0, &mut edited.lang);
                ui.add(egui::Slider::new(&mut edited.ui_scale, 0.75..=2.5).text(loc.0.t("ui-ui-scale")));
                ui.add(egui::Slider::new(&mut edited.ai_delay, 0.0..=2.0).text(loc.0.t("ui-ai-delay")));
                ui.add(egui::Slider::new(&mut edited.animation_speed, 0.25..=4.0).text(loc.0.t("ui-animation-speed")));
                ui.checkbox(&mut edited.ask_all_humans, loc.0.t("ui-ask-all-humans"));
                if ui.button(loc.0.t("ui-back")).clicked() {
                    next.set(Screen::Title);
                }
            });
        }
        Screen::Setup => {
            egui::CentralPanel::default().show(&mut root, |ui| {
                setup_screen(
                    ui,
                    &loc.0,
                    &mut new_game,
                    &mut ui_state,
                    &mut table,
                    &mut next,
                    edited.ask_all_humans,
                    &mut edited.lang,
                )
            });
        }
        Screen::Tutorial => {
            egui::CentralPanel::default()
                .show(&mut root, |ui| lesson_list(ui, &loc.0, &edited.lessons_done, &mut table, &mut tutor, &mut next));
        }
        Screen::Encyclopedia => {
            egui::CentralPanel::default().show(&mut root, |ui| {
                ui.horizontal(|ui| {
                    if ui.button(loc.0.t("ui-back")).clicked() {
                        next.set(Screen::Title);
                    }
                    ui.heading(loc.0.t("ui-encyclopedia"));
                });
                super::help::browser(ui, &loc.0, &mut help.browser);
            });
        }
        Screen::Table | Screen::Lesson => {
            let lesson = *screen.get() == Screen::Lesson;
            if lesson
                && let (Some(coach), Some(session)) = (tutor.coach.as_mut(), table.session.as_mut())
                && coach_panel(&mut root, &loc.0, coach, session)
            {
                next.set(Screen::Tutorial);
            }
            let coach = if lesson { tutor.coach.as_mut() } else { None };
            if let Some(session) = table.session.as_mut() {
                // New damage and recovery make their seat flash.
                let now = ctx.input(|i| i.time);
                let start = ui_state.seen.min(session.log.len());
                // Cards fly face up only for the person whose view is shown; under the curtain nothing
                // private is drawn, and nothing drawn then may still be flying when it lifts.
                let shown = session.shown_seat();
                if shown.is_none() {
                    ui_state.flights.clear();
                }
                for e in &session.log[start..] {
                    match &e.event {
                        crate::rules::Event::Damage { target, .. } => ui_state.flashes.push((*target, true, now)),
                        crate::rules::Event::Recovered { seat, .. } => ui_state.flashes.push((*seat, false, now)),
                        crate::rules::Event::CardsMoved { cards, count, from, to, .. }
                            if shown.is_some_and(|v| e.vis.visible_to(v)) =>
                        {
                            // A few cards per move fly, one after another; hidden ones face down.
                            let n = (*count as usize).min(4);
                            for k in 0..n {
                                let card = cards.get(k).copied();
                                ui_state.flights.push((card, *from, *to, now + 0.08 * k as f64));
                            }
                        }
                        _ => {}
                    }
                }
                // Don't let a long backlog (e.g. the deal) pile up.
                if ui_state.flights.len() > 24 {
                    let cut = ui_state.flights.len() - 24;
                    ui_state.flights.drain(..cut);
                }
                ui_state.seen = session.log.len();
                let span = 0.8 / settings.animation_speed.max(0.1) as f64;
                ui_state.flashes.retain(|f| now - f.2 < span);
                let flashes: Vec<(crate::rules::Seat, bool, f32)> =
                    ui_state.flashes.iter().map(|f| (f.0, f.1, (1.0 - (now - f.2) / span) as f32)).collect();
                if !flashes.is_empty() {
                    ctx.request_repaint();
                }
                let st = &mut *ui_state;
                if let Some((pos, center)) =
                    table_screen(&mut root, &loc.0, session, &mut st.selection, &flashes, coach)
                {
                    st.seat_pos = pos;
                    st.center = center;
                }
                // Flying cards, on top of everything.
                let fly = 0.45 / settings.animation_speed.max(0.1) as f64;
                st.flights.retain(|f| now - f.3 < fly);
                let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Foreground, egui::Id::new("flights")));
                let place = |z: crate::rules::Zone| -> Option<egui::Pos2> {
                    use crate::rules::Zone::*;
                    match z {
                        Deck => Some(st.center - egui::vec2(90.0, 0.0)),
                        Discard | Processing => Some(st.center),
                        Hand(s) | Equip(s) | Judge(s) => st.seat_pos.get(s as usize).copied(),
                    }
                };
                // (Not over the encyclopedia's window.)
                for &(card, from, to, start) in st.flights.iter().filter(|_| !help.open) {
                    let t = ((now - start) / fly).clamp(0.0, 1.0) as f32;
                    if now < start {
                        continue;
                    }
                    let (Some(a), Some(b)) = (place(from), place(to)) else { continue };
                    if a == b {
                        continue;
                    }
                    let eased = 1.0 - (1.0 - t) * (1.0 - t);
                    let pos = a + (b - a) * eased;
                    let r = egui::Rect::from_center_size(pos, super::cards::TILE * 0.8);
                    super::cards::paint(&painter, r, &loc.0, card, false, false);
                }
                if !st.flights.is_empty() {
                    ctx.request_repaint();
                }
            }
            // The encyclopedia over the table: F1, the status bar's button, or a right-click on a card or seat.
            if ctx.input(|i| i.key_pressed(egui::Key::F1)) {
                help.open = !help.open;
            }
            if let Some(topic) = super::help::take_request(&ctx) {
                help.open = true;
                if let Some(t) = topic {
                    help.browser.open(t);
                }
            }
            if help.open {
                let h = &mut *help;
                super::help::window(&ctx, &loc.0, &mut h.browser, &mut h.open);
            }
        }
        Screen::Results => {
            if let Some(to) = results_screen(&mut root, &loc.0, table.session.as_ref()) {
                next.set(to);
            }
        }
    }
    let changed = edited.lang != settings.lang
        || edited.ui_scale != settings.ui_scale
        || edited.ai_delay != settings.ai_delay
        || edited.animation_speed != settings.animation_speed
        || edited.ask_all_humans != settings.ask_all_humans;
    if changed {
        if edited.lang != settings.lang
            && let Ok(l) = Localizer::new(&edited.lang)
        {
            loc.0 = l;
        }
        *settings = edited;
    }
    Ok(())
}

/// The results: who won, every seat's general and role (all revealed now), who died, the turns played, and the
/// game's seed (a bug report's key; hidden while the game ran). Returns the screen a button asks for.
pub fn results_screen(root: &mut egui::Ui, loc: &Localizer, session: Option<&Session>) -> Option<Screen> {
    let mut to = None;
    egui::CentralPanel::default().show(root, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.2);
            if let Some(o) = session.and_then(|s| s.game.outcome().cloned()) {
                let line = loc.event(&crate::rules::Event::GameOver { outcome: o });
                ui.label(egui::RichText::new(line).size(28.0));
            }
            if let Some(s) = session {
                let winners = s.game.outcome().map(|o| o.winners.clone()).unwrap_or_default();
                ui.allocate_ui(egui::vec2(480.0, 0.0), |ui| {
                    egui::Grid::new("results").striped(true).show(ui, |ui| {
                        for p in s.game.players() {
                            let won = winners.contains(&p.seat);
                            let mark = if won { loc.t("ui-winner") } else { String::new() };
                            ui.label(egui::RichText::new(loc.seat(p.seat)).strong());
                            ui.label(p.general().map(|g| loc.general(g)).unwrap_or_default());
                            ui.label(loc.identity(p.identity));
                            ui.label(if p.alive { String::new() } else { loc.t("ui-dead") });
                            ui.label(egui::RichText::new(mark).color(egui::Color32::GOLD));
                            ui.end_row();
                        }
                    })
                });
                ui.label(loc.tr("ui-turns-played", &[("turns", (s.game.turn_count() as i64).into())]));
                if let Some(r) = &s.record {
                    ui.label(loc.tr("ui-game-seed", &[("seed", r.seed.to_string().into())]));
                }
            }
            ui.add_space(16.0);
            if ui.button(loc.t("ui-new-game")).clicked() {
                to = Some(Screen::Setup);
            }
            if ui.button(loc.t("ui-back")).clicked() {
                to = Some(Screen::Title);
            }
        });
    });
    to
}

fn language_picker(ui: &mut egui::Ui, loc: &Localizer, lang: &mut String) {
    // As wide as its contents, so a centred parent centres it.
    let layout = egui::Layout::left_to_right(egui::Align::Center);
    ui.allocate_ui_with_layout(egui::vec2(340.0, 24.0), layout, |ui| {
        ui.label(loc.t("ui-language"));
        for l in LANGS {
            let name = loc.t(&format!("lang-{l}"));
            if ui.selectable_label(lang == l, name).clicked() {
                *lang = l.to_string();
            }
        }
    });
}

#[allow(clippy::too_many_arguments)] // one screen, one parameter per thing it edits
fn setup_screen(
    ui: &mut egui::Ui,
    loc: &Localizer,
    ng: &mut NewGame,
    st: &mut UiState,
    table: &mut Table,
    next: &mut NextState<Screen>,
    ask_all_humans: bool,
    lang: &mut String,
) {
    let o = &mut ng.0;
    o.ask_all_humans = ask_all_humans;
    ui.heading(loc.t("ui-new-game"));
    language_picker(ui, loc, lang);
    let mut n = o.players;
    ui.add(egui::Slider::new(&mut n, 2..=10).text(loc.t("ui-players")));
    if n != o.players {
        o.set_players(n);
    }
    egui::Grid::new("seats").show(ui, |ui| {
        for (i, c) in o.seats.iter_mut().enumerate() {
            ui.label(loc.seat(i as u8));
            for (value, key) in [
                (Controller::Human, "ui-seat-human"),
                (Controller::Ai(Difficulty::Easy), "ui-seat-ai-easy"),
                (Controller::Ai(Difficulty::Normal), "ui-seat-ai-normal"),
                (Controller::Ai(Difficulty::Hard), "ui-seat-ai-hard"),
            ] {
                ui.radio_value(c, value, loc.t(key));
            }
            ui.end_row();
        }
    });
    ui.checkbox(&mut o.generals, loc.t("ui-generals"));
    ui.checkbox(&mut o.ex_cards, loc.t("ui-ex-cards"));
    ui.horizontal(|ui| {
        ui.label(loc.t("ui-seed"));
        ui.text_edit_singleline(&mut st.seed_text);
    });
    ui.horizontal(|ui| {
        if ui.button(loc.t("ui-back")).clicked() {
            next.set(Screen::Title);
        }
        if ui.button(egui::RichText::new(loc.t("ui-start")).strong()).clicked() {
            let seed = st.seed_text.trim().parse::<u64>().ok().or(o.seed).unwrap_or_else(|| {
                std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(1)
            });
            if let Ok(s) = Session::new(o, seed) {
                table.session = Some(s);
                table.generation += 1;
                st.selection = Selection::default();
                next.set(Screen::Table);
            }
        }
    });
}

/// The table: status bar, log, the seat at the screen's hand and prompt, the seats. Under the hot-seat
/// curtain only public things are drawn (status, public log lines) and the curtain itself.
pub fn table_screen(
    root: &mut egui::Ui,
    loc: &Localizer,
    s: &mut Session,
    sel: &mut Selection,
    flashes: &[(crate::rules::Seat, bool, f32)],
    mut coach: Option<&mut crate::tutorial::Coach>,
) -> Option<(Vec<egui::Pos2>, egui::Pos2)> {
    let viewer = s.viewer();
    // Under the curtain the table shows only what everybody may see.
    let view = if s.curtain { s.public_view() } else { s.game.view(viewer) };
    // In a lesson: what the current step points at, and whether the learner may act now.
    let marks: Vec<Mark> = coach.as_ref().and_then(|c| c.current()).map(|st| st.marks().to_vec()).unwrap_or_default();
    let may_act = coach.as_ref().is_none_or(|c| c.learner_turn(s));
    root.ctx().data_mut(|d| d.insert_temp(egui::Id::new(prompts::MARK_BUTTON), marks.contains(&Mark::Button)));
    let card_marks: Vec<crate::rules::CardId> =
        marks.iter().filter_map(|m| if let Mark::Card(c) = m { Some(*c) } else { None }).collect();
    egui::Panel::top("status").show(root, |ui| {
        ui.horizontal(|ui| {
            ui.label(
                loc.tr("ui-turn-line", &[("turn", (view.turn as i64).into()), ("seat", loc.seat(view.current).into())]),
            );
            if let Some(p) = view.phase {
                ui.label(egui::RichText::new(loc.phase(p)).strong());
            }
            ui.separator();
            if ui.button(format!("? {}", loc.t("ui-encyclopedia"))).on_hover_text(loc.t("help-hint")).clicked() {
                super::help::request(ui.ctx(), None);
            }
            ui.separator();
            ui.label(loc.tr(
                "ui-deck-line",
                &[("deck", (view.deck_count as i64).into()), ("discard", (view.discard.len() as i64).into())],
            ));
        });
    });
    egui::Panel::left("log").default_size(340.0).show(root, |ui| {
        ui.heading(loc.t("ui-log"));
        egui::ScrollArea::vertical().stick_to_bottom(true).show(ui, |ui| {
            for line in s.log_lines(loc, 300) {
                ui.label(line);
            }
        });
    });
    let curtain = s.curtain;
    if curtain {
        // Hot-seat privacy: nothing private shows until the next player sits down; the table shows only
        // public things (the central panel below draws the public view).
        egui::Panel::bottom("curtain").show(root, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(12.0);
                match s.waiting_human() {
                    Some(x) => {
                        let who = loc.seat(x);
                        ui.label(egui::RichText::new(loc.tr("ui-curtain", &[("seat", who.clone().into())])).size(32.0));
                        if ui
                            .button(egui::RichText::new(loc.tr("ui-curtain-ready", &[("seat", who.into())])).size(20.0))
                            .clicked()
                        {
                            s.lift_curtain();
                            *sel = Selection::default();
                        }
                    }
                    // The computer plays (at the start of the game, or in a computer's turn).
                    None => {
                        ui.label(egui::RichText::new(loc.t("ui-curtain-wait")).size(32.0));
                    }
                }
                ui.add_space(12.0);
            });
        });
    }
    if !curtain {
        egui::Panel::bottom("me").show(root, |ui| {
            if s.spectating() {
                // Every person is out: the computer plays on at the usual pace, or to the end at once.
                let key = ui.ctx().input(|i| i.key_pressed(egui::Key::End));
                ui.horizontal(|ui| {
                    let text = loc.t(if s.humans() >= 2 { "ui-spectating-all" } else { "ui-spectating" });
                    ui.label(egui::RichText::new(text).size(18.0).strong());
                    if s.skip_to_end {
                        ui.label(egui::RichText::new(loc.t("ui-skipping")).size(18.0));
                        ui.ctx().request_repaint();
                    } else if ui.button(egui::RichText::new(loc.t("ui-skip-to-end")).size(18.0).strong()).clicked()
                        || key
                    {
                        s.skip_to_end = true;
                    }
                });
                ui.separator();
            }
            let me = &view.players[viewer as usize];
            // (Several people all out watch together: the view is nobody's in particular.)
            if let Some(role) = me.role().filter(|_| !(s.spectating() && s.humans() >= 2)) {
                ui.label(loc.tr("ui-you-are", &[("seat", loc.seat(viewer).into()), ("role", loc.role(role).into())]));
            }
            if let Some(hand) = &me.hand {
                // The hand as cards; in the play phase a click picks the card's option.
                let options: Vec<(usize, crate::rules::CardId)> = match &view.pending {
                    Some(PendingView::Mine(crate::rules::Request {
                        kind: crate::rules::RequestKind::Play { options, .. },
                        ..
                    })) => options
                        .iter()
                        .enumerate()
                        .filter_map(|(i, o)| match o.source {
                            crate::rules::CardSource::Card(c) => Some((i, c)),
                            _ => None,
                        })
                        .collect(),
                    _ => Vec::new(),
                };
                let playing = matches!(
                    &view.pending,
                    Some(PendingView::Mine(crate::rules::Request { kind: crate::rules::RequestKind::Play { .. }, .. }))
                );
                ui.horizontal_wrapped(|ui| {
                    for &c in hand {
                        let opt = options.iter().find(|(_, x)| *x == c).map(|(i, _)| *i);
                        let selected = opt.is_some() && sel.option == opt;
                        let off = !card_marks.is_empty() && !card_marks.contains(&c);
                        let resp = super::cards::tile(ui, loc, c, selected, (playing && opt.is_none()) || off);
                        super::help::look_up(&resp, Topic::Card(c.kind()));
                        if card_marks.contains(&c) {
                            pointer(ui.painter(), resp.rect, ui.ctx().input(|i| i.time));
                        }
                        if resp.clicked()
                            && let Some(i) = opt
                        {
                            *sel = Selection { option: Some(i), ..Selection::default() };
                        }
                        if playing && opt.is_none() {
                            resp.on_hover_text(loc.t("ui-cannot-use-now"));
                        }
                    }
                });
            }
            if let Some(e) = &s.refused {
                ui.colored_label(
                    egui::Color32::LIGHT_RED,
                    loc.tr("ui-refused", &[("why", crate::tui::illegal(loc, e).into())]),
                );
            }
            match &view.pending {
                Some(PendingView::Mine(req)) if s.controllers[viewer as usize] == Controller::Human => {
                    let game = &s.game;
                    let why = |kind, target| game.target_problem(viewer, kind, target).map(|p| loc.target_problem(p));
                    if may_act && let Some(answer) = prompts::prompt(ui, req, &view, loc, sel, &why) {
                        let applied = match &mut coach {
                            Some(c) => c.attempt(s, answer).is_ok(),
                            None => s.answer(viewer, answer),
                        };
                        if applied {
                            *sel = Selection::default();
                        }
                    }
                }
                Some(PendingView::Other { seat, .. }) | Some(PendingView::Mine(crate::rules::Request { seat, .. })) => {
                    ui.label(loc.tr("ui-waiting", &[("seat", loc.seat(*seat).into())]));
                }
                None => {}
            }
        });
    }
    let mut placed = None;
    egui::CentralPanel::default().show(root, |ui| {
        super::art::paint(ui.painter(), &crate::art::table(), ui.max_rect(), egui::Color32::WHITE);
        let pos = seats(ui, loc, &view, s, flashes);
        let now = ui.ctx().input(|i| i.time);
        for m in &marks {
            if let Mark::Seat(seat) = m
                && let Some(p) = pos.get(*seat as usize)
            {
                let r = egui::Rect::from_center_size(*p, seat_size(ui.max_rect().size(), pos.len()));
                pointer(ui.painter(), r, now);
            }
        }
        // The middle of the table: cards being resolved, and the top of the discard pile.
        let mid = ui.max_rect().center();
        placed = Some((pos, mid));
        let shown: Vec<crate::rules::CardId> = view
            .processing
            .iter()
            .copied()
            .chain(view.discard.last().copied().filter(|_| view.processing.is_empty()))
            .collect();
        let width = shown.len() as f32 * (super::cards::TILE.x + 6.0);
        let area = egui::Rect::from_center_size(mid, egui::vec2(width.max(1.0), super::cards::TILE.y));
        ui.scope_builder(egui::UiBuilder::new().max_rect(area), |ui| {
            ui.horizontal(|ui| {
                for c in shown {
                    let resp = super::cards::tile(ui, loc, c, false, false);
                    super::help::look_up(&resp, Topic::Card(c.kind()));
                }
            });
        });
    });
    placed
}

/// The seats around an ellipse, the current one outlined; hovering shows distance and range.
fn seats(
    ui: &mut egui::Ui,
    loc: &Localizer,
    view: &View,
    s: &Session,
    flashes: &[(crate::rules::Seat, bool, f32)],
) -> Vec<egui::Pos2> {
    let mut centers = vec![egui::Pos2::ZERO; view.players.len()];
    let rect = ui.available_rect_before_wrap();
    let n = view.players.len();
    let size = seat_size(rect.size(), n);
    let ring = seat_ring(rect.shrink2(size * 0.5 + egui::vec2(4.0, 4.0)), n);
    for p in &view.players {
        // The viewer sits at the bottom; the others follow in seat order.
        let k = (p.seat as usize + n - view.viewer as usize) % n;
        let pos = ring[k];
        let r = egui::Rect::from_center_size(pos, size);
        centers[p.seat as usize] = pos;
        let resp = ui.allocate_rect(r, egui::Sense::click());
        match p.general {
            Some(g) => super::help::look_up(&resp, Topic::General(g)),
            None => super::help::look_up(&resp, Topic::Term("role")),
        }
        let fill = if !p.alive { egui::Color32::from_gray(40) } else { faction_color(p) };
        let stroke = if p.seat == view.current {
            egui::Stroke::new(3.0, egui::Color32::GOLD)
        } else {
            egui::Stroke::new(1.0, egui::Color32::GRAY)
        };
        ui.painter().rect(r, 6.0, fill, stroke, egui::StrokeKind::Inside);
        for &(_, hurt, alpha) in flashes.iter().filter(|f| f.0 == p.seat) {
            let a = (alpha.clamp(0.0, 1.0) * 140.0) as u8;
            let c = if hurt {
                egui::Color32::from_rgba_unmultiplied(255, 40, 40, a)
            } else {
                egui::Color32::from_rgba_unmultiplied(60, 220, 90, a)
            };
            ui.painter().rect_filled(r, 6.0, c);
        }
        // Portrait (or, without generals, the role card / a card back) on the left.
        let tint = if p.alive { egui::Color32::WHITE } else { egui::Color32::from_gray(90) };
        let pic = egui::Rect::from_min_size(
            r.min + egui::vec2(3.0, 3.0),
            egui::vec2((r.height() - 6.0) * 0.8, r.height() - 6.0),
        );
        let pic_path = match (p.general, p.role()) {
            (Some(g), _) => crate::art::portrait(g.def().id),
            (None, Some(role)) => crate::art::role(role_id(role)),
            (None, None) => crate::art::card_back(),
        };
        super::art::paint(ui.painter(), &pic_path, pic, tint);
        if let (None, Some(role)) = (p.general, p.role()) {
            super::cards::text_on(ui.painter(), pic, crate::art::ROLE_PLAQUE, &loc.role(role), !p.alive);
        }
        if let (Some(role), Some(_)) = (p.role(), p.general) {
            // The role, when this viewer may know it, as a small card on the portrait's corner.
            let badge = egui::Rect::from_min_size(pic.right_bottom() - egui::vec2(22.0, 30.0), egui::vec2(20.0, 28.0));
            super::art::paint(ui.painter(), &crate::art::role(role_id(role)), badge, tint);
        }
        let text_x = pic.right() + 6.0;
        let mut y = r.top() + 4.0;
        let white = egui::Color32::WHITE;
        let line = |y: &mut f32, text: String, size: f32| {
            ui.painter().text(
                egui::pos2(text_x, *y),
                egui::Align2::LEFT_TOP,
                text,
                egui::FontId::proportional(size),
                white,
            );
            *y += size + 4.0;
        };
        line(&mut y, seat_title(loc, p), 15.0);
        // HP as 勾玉: one icon per point while they fit, else one icon and "hp/max".
        let icon = 14.0;
        let room = ((r.right() - text_x - 4.0) / (icon + 1.0)).floor() as i32;
        let hp = p.hp.max(0);
        if i32::from(p.max_hp) <= room {
            for k in 0..p.max_hp {
                let at =
                    egui::Rect::from_min_size(egui::pos2(text_x + k as f32 * (icon + 1.0), y), egui::vec2(icon, icon));
                let path = crate::art::hp_icon(k < hp);
                if !super::art::paint(ui.painter(), &path, at, tint) {
                    let glyph = loc.t(if k < hp { "ui-hp-full" } else { "ui-hp-empty" });
                    ui.painter().text(
                        at.left_top(),
                        egui::Align2::LEFT_TOP,
                        glyph,
                        egui::FontId::proportional(12.0),
                        white,
                    );
                }
            }
        } else {
            let at = egui::Rect::from_min_size(egui::pos2(text_x, y), egui::vec2(icon, icon));
            super::art::paint(ui.painter(), &crate::art::hp_icon(hp > 0), at, tint);
            ui.painter().text(
                at.right_top() + egui::vec2(3.0, 0.0),
                egui::Align2::LEFT_TOP,
                format!("{hp}/{}", p.max_hp),
                egui::FontId::proportional(12.0),
                white,
            );
        }
        y += icon + 4.0;
        let mut status = loc.tr("ui-hand-count", &[("n", (p.hand_count as i64).into())]);
        if let Some(role) = p.role() {
            status = format!("{status} · {}", loc.role(role));
        }
        line(&mut y, status, 12.0);
        // Equipment and judgement cards, each line right-clickable for its encyclopedia page.
        let mut lines = Vec::new();
        let line_rect = |y: f32| egui::Rect::from_min_size(egui::pos2(text_x, y), egui::vec2(r.right() - text_x, 14.0));
        for c in p.equip.iter().flatten() {
            lines.push((line_rect(y), c.kind()));
            line(&mut y, loc.card(*c), 11.0);
        }
        if !p.judge.is_empty() {
            lines.extend(p.judge.iter().map(|(_, k)| (line_rect(y), *k)));
            line(&mut y, p.judge.iter().map(|(_, k)| loc.kind(*k)).collect::<Vec<_>>().join(" "), 11.0);
        }
        for (lr, kind) in lines {
            let at = ui.allocate_rect(lr, egui::Sense::click());
            super::help::look_up(&at, Topic::Card(kind));
        }
        if p.seat != view.viewer {
            let d = s.game.distance(view.viewer, p.seat);
            let in_range = s.game.in_attack_range(view.viewer, p.seat);
            resp.on_hover_text(loc.tr(
                "ui-distance",
                &[("d", (d as i64).into()), ("range", (if in_range { "yes" } else { "no" }).into())],
            ));
        }
    }
    centers
}

/// A seat's box: as large as the table allows for `n` seats, with the portrait's 4:5 shape on the left.
pub fn seat_size(table: egui::Vec2, n: usize) -> egui::Vec2 {
    let per_side = (n as f32 / 3.2).ceil().max(2.0);
    let h = (table.y / (per_side + 1.0)).clamp(92.0, 170.0);
    let w = (table.x / (per_side + 1.6)).clamp(150.0, 280.0).max(h * 0.8 + 90.0);
    egui::vec2(w, h)
}

/// `n` points around a rounded-square path (a superellipse) inside `r`, equally spaced along it,
/// starting at the bottom centre and going clockwise on screen; seats placed there do not crowd at the sides
/// the way equal angles on an ellipse do.
pub fn seat_ring(r: egui::Rect, n: usize) -> Vec<egui::Pos2> {
    let samples = 1440;
    let point = |i: usize| {
        let a = std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::TAU / samples as f32;
        let (c, s) = (a.cos(), a.sin());
        // |x|^4 + |y|^4 = 1
        let k = (c.powi(4) + s.powi(4)).powf(-0.25);
        r.center() + egui::vec2(r.width() * 0.5 * c * k, r.height() * 0.5 * s * k)
    };
    let pts: Vec<egui::Pos2> = (0..=samples).map(point).collect();
    let mut along = vec![0.0f32];
    for w in pts.windows(2) {
        along.push(along.last().copied().unwrap_or(0.0) + (w[1] - w[0]).length());
    }
    let total = along.last().copied().unwrap_or(1.0).max(1e-3);
    (0..n.max(1))
        .map(|k| {
            let want = total * k as f32 / n.max(1) as f32;
            let i = along.partition_point(|&d| d < want).min(samples);
            pts[i]
        })
        .collect()
}

fn seat_title(loc: &Localizer, p: &SeatView) -> String {
    let name = p.general.map(|g| loc.general(g)).unwrap_or_default();
    let dead = if p.alive { String::new() } else { format!(" {}", loc.t("ui-dead")) };
    format!("{} {}{}", loc.seat(p.seat), name, dead)
}

fn faction_color(p: &SeatView) -> egui::Color32 {
    use crate::rules::Faction;
    if p.role() == Some(Role::Lord) && p.general.is_none() {
        return egui::Color32::from_rgb(120, 40, 30);
    }
    match p.general.map(|g| g.def().faction) {
        Some(Faction::Wei) => egui::Color32::from_rgb(40, 60, 110),
        Some(Faction::Shu) => egui::Color32::from_rgb(120, 40, 35),
        Some(Faction::Wu) => egui::Color32::from_rgb(35, 95, 50),
        Some(Faction::Qun) => egui::Color32::from_rgb(70, 70, 70),
        None => egui::Color32::from_rgb(60, 52, 44),
    }
}

fn role_id(r: Role) -> &'static str {
    match r {
        Role::Lord => "lord",
        Role::Loyalist => "loyalist",
        Role::Rebel => "rebel",
        Role::Renegade => "renegade",
    }
}

/// A pulsing outline and a downward arrow on something the tutorial points at.
fn pointer(p: &egui::Painter, r: egui::Rect, time: f64) {
    let pulse = (0.5 + 0.5 * (time * 4.0).sin()) as f32;
    let c = egui::Color32::from_rgb(80, 220, 255).gamma_multiply(0.5 + 0.5 * pulse);
    p.rect_stroke(r.expand(3.0 + 2.0 * pulse), 8.0, egui::Stroke::new(3.0, c), egui::StrokeKind::Outside);
    let tip = r.center_top() - egui::vec2(0.0, 6.0 + 4.0 * pulse);
    p.add(egui::Shape::convex_polygon(
        vec![tip, tip + egui::vec2(-9.0, -14.0), tip + egui::vec2(9.0, -14.0)],
        c,
        egui::Stroke::NONE,
    ));
}

/// The tutorial's lesson list: title, goal, done mark, start button.
fn lesson_list(
    ui: &mut egui::Ui,
    loc: &Localizer,
    done: &[String],
    table: &mut Table,
    tutor: &mut super::Tutor,
    next: &mut NextState<Screen>,
) {
    ui.heading(loc.t("ui-tutorial"));
    ui.label(loc.t("ui-tutorial-intro"));
    ui.add_space(8.0);
    let lessons = match crate::tutorial::Lesson::all() {
        Ok(l) => l,
        Err(e) => {
            ui.colored_label(egui::Color32::LIGHT_RED, e.to_string());
            return;
        }
    };
    egui::ScrollArea::vertical().show(ui, |ui| {
        egui::Grid::new("lessons").striped(true).spacing(egui::vec2(16.0, 8.0)).show(ui, |ui| {
            for l in &lessons {
                let finished = done.contains(&l.id);
                ui.label(egui::RichText::new(loc.t(&format!("lesson-{}-title", l.id))).size(17.0).strong());
                ui.label(loc.t(&format!("lesson-{}-goal", l.id)));
                ui.label(if finished {
                    egui::RichText::new(loc.t("ui-lesson-done")).color(egui::Color32::GOLD)
                } else {
                    egui::RichText::new("")
                });
                let label = loc.t(if finished { "ui-lesson-again" } else { "ui-lesson-start" });
                if ui.button(label).clicked() {
                    match crate::tutorial::Coach::start(l) {
                        Ok((coach, session)) => {
                            table.session = Some(session);
                            table.generation += 1;
                            tutor.coach = Some(coach);
                            tutor.wait = 0.8;
                            next.set(Screen::Lesson);
                        }
                        Err(e) => bevy::log::error!("lesson {}: {e:?}", l.id),
                    }
                }
                ui.end_row();
            }
        });
    });
    ui.add_space(8.0);
    if ui.button(loc.t("ui-back")).clicked() {
        next.set(Screen::Title);
    }
}

/// The coach's panel beside the table: the step's text, why a move was refused, next / replay / back.
/// Returns true when the learner leaves the lesson.
fn coach_panel(root: &mut egui::Ui, loc: &Localizer, coach: &mut crate::tutorial::Coach, s: &mut Session) -> bool {
    let mut leave = false;
    egui::Panel::right("coach").default_size(300.0).show(root, |ui| {
        ui.heading(loc.t(&format!("lesson-{}-title", coach.lesson.id)));
        let total = coach.lesson.steps.len();
        ui.label(loc.tr(
            "ui-lesson-step",
            &[("n", ((coach.step + 1).min(total) as i64).into()), ("total", (total as i64).into())],
        ));
        ui.separator();
        match coach.current() {
            Some(step) => {
                ui.label(egui::RichText::new(loc.t(step.text())).size(18.0));
            }
            None => {
                ui.label(egui::RichText::new(loc.t("ui-lesson-finished")).size(22.0).color(egui::Color32::GOLD));
            }
        }
        if let Some(r) = &coach.refusal {
            ui.add_space(8.0);
            let why = crate::tutorial::refusal_text(loc, r);
            ui.colored_label(egui::Color32::LIGHT_RED, loc.tr("ui-lesson-refused", &[("why", why.into())]));
        }
        ui.add_space(12.0);
        ui.horizontal(|ui| {
            if matches!(coach.current(), Some(crate::tutorial::LessonStep::Say { .. }))
                && ui.button(egui::RichText::new(loc.t("ui-lesson-next")).size(18.0)).clicked()
            {
                coach.next(s);
            }
            if coach.can_replay() && ui.button(loc.t("ui-lesson-replay")).clicked() {
                coach.replay(s);
            }
        });
        ui.add_space(12.0);
        if ui.button(loc.t("ui-lesson-back")).clicked() {
            leave = true;
        }
    });
    leave
}
