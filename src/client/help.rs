//! The encyclopedia on screen: a full screen from the title, and a window over the table opened by F1
//! or by right-clicking a card or a seat. Pages come from `crate::encyclopedia` (pure); this only draws.

use crate::encyclopedia::{Browser, Page, Topic, index, page, picture_card, search};
use crate::i18n::Localizer;
use bevy_egui::egui;

const ASK: &str = "sgs-help-ask";

/// Asks for the encyclopedia to open at `topic` (`None`: the contents); picked up by [`take_request`].
pub fn request(ctx: &egui::Context, topic: Option<Topic>) {
    ctx.data_mut(|d| d.insert_temp(egui::Id::new(ASK), Some(topic)));
}

/// The pending request to open the encyclopedia, if any.
pub fn take_request(ctx: &egui::Context) -> Option<Option<Topic>> {
    ctx.data_mut(|d| d.remove_temp::<Option<Option<Topic>>>(egui::Id::new(ASK))).flatten()
}

/// Adds "right-click: look it up" to a card or seat: a secondary click opens its page.
pub fn look_up(resp: &egui::Response, topic: Topic) {
    if resp.secondary_clicked() {
        request(&resp.ctx, Some(topic));
    }
}

/// The browser: navigation and search on top, contents (or search results) on the left, the page on the right.
pub fn browser(ui: &mut egui::Ui, loc: &Localizer, b: &mut Browser) {
    ui.horizontal(|ui| {
        if ui.add_enabled(b.can_back(), egui::Button::new(format!("◀ {}", loc.t("help-back")))).clicked() {
            b.back();
        }
        if ui.add_enabled(b.can_forward(), egui::Button::new(format!("{} ▶", loc.t("help-forward")))).clicked() {
            b.forward();
        }
        ui.separator();
        ui.label(loc.t("help-search"));
        ui.add(egui::TextEdit::singleline(&mut b.query).desired_width(220.0));
        if !b.query.is_empty() && ui.small_button("×").clicked() {
            b.query.clear();
        }
    });
    ui.separator();
    let list_w = (ui.available_width() * 0.3).clamp(160.0, 280.0);
    let height = ui.available_height();
    ui.horizontal_top(|ui| {
        ui.allocate_ui_with_layout(egui::vec2(list_w, height), egui::Layout::top_down(egui::Align::Min), |ui| {
            egui::ScrollArea::vertical().id_salt("help-list").auto_shrink([false, false]).show(ui, |ui| {
                contents(ui, loc, b);
            });
        });
        ui.separator();
        let rest = egui::vec2(ui.available_width(), height);
        ui.allocate_ui_with_layout(rest, egui::Layout::top_down(egui::Align::Min), |ui| {
            egui::ScrollArea::vertical().id_salt(("help-page", b.current())).auto_shrink([false, false]).show(
                ui,
                |ui| match b.current() {
                    Some(t) => {
                        if let Some(to) = page_ui(ui, loc, &page(loc, t)) {
                            b.open(to);
                        }
                    }
                    None => {
                        ui.heading(loc.t("ui-encyclopedia"));
                        ui.label(loc.t("help-hint"));
                    }
                },
            );
        });
    });
}

/// The contents, or the search results while there is a query.
fn contents(ui: &mut egui::Ui, loc: &Localizer, b: &mut Browser) {
    let current = b.current();
    let mut go = None;
    if b.query.trim().is_empty() {
        for (heading, topics) in index(loc) {
            egui::CollapsingHeader::new(heading).default_open(topics.iter().any(|(t, _)| Some(*t) == current)).show(
                ui,
                |ui| {
                    for (t, name) in topics {
                        if ui.selectable_label(Some(t) == current, name).clicked() {
                            go = Some(t);
                        }
                    }
                },
            );
        }
    } else {
        let found = search(loc, &b.query);
        if found.is_empty() {
            ui.label(loc.t("help-no-results"));
        }
        for t in found {
            if ui.selectable_label(Some(t) == current, t.name(loc)).clicked() {
                go = Some(t);
            }
        }
    }
    if let Some(t) = go {
        b.open(t);
    }
}

/// Draws one page; returns the topic of a link the reader clicked.
pub fn page_ui(ui: &mut egui::Ui, loc: &Localizer, p: &Page) -> Option<Topic> {
    let mut go = None;
    ui.horizontal_top(|ui| {
        // The card's face or the general's portrait beside the title.
        let pic = match p.topic {
            Topic::Card(k) => picture_card(k).map(|c| (crate::art::card_face(c.0 as usize), egui::vec2(120.0, 168.0))),
            Topic::General(g) => Some((crate::art::portrait(g.def().id), egui::vec2(120.0, 150.0))),
            Topic::Skill(s) => crate::encyclopedia::owners(s)
                .first()
                .map(|g| (crate::art::portrait(g.def().id), egui::vec2(80.0, 100.0))),
            Topic::Term(_) => None,
        };
        if let Some((path, size)) = pic {
            let (r, _) = ui.allocate_exact_size(size, egui::Sense::hover());
            if super::art::paint(ui.painter(), &path, r, egui::Color32::WHITE)
                && let Topic::Card(_) = p.topic
            {
                super::cards::name_on_plaque(ui.painter(), r, &p.title, false);
            }
        }
        ui.vertical(|ui| {
            ui.label(egui::RichText::new(&p.title).size(26.0).strong());
            ui.label(egui::RichText::new(&p.subtitle).italics());
            ui.add_space(6.0);
            egui::Grid::new(("facts", p.topic)).num_columns(2).spacing([12.0, 4.0]).show(ui, |ui| {
                for (k, v) in &p.facts {
                    ui.label(egui::RichText::new(k).strong());
                    ui.add(egui::Label::new(v).wrap());
                    ui.end_row();
                }
            });
        });
    });
    ui.add_space(8.0);
    for s in &p.sections {
        if let Some((h, link)) = &s.heading {
            let text = egui::RichText::new(h).size(18.0).strong();
            match link {
                Some(t) => {
                    if ui.link(text).clicked() {
                        go = Some(*t);
                    }
                }
                None => {
                    ui.label(text);
                }
            }
        }
        ui.add(egui::Label::new(egui::RichText::new(&s.text).size(16.0)).wrap());
        ui.add_space(6.0);
    }
    if !p.links.is_empty() {
        ui.separator();
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(loc.t("help-see-also")).strong());
            for (t, name) in &p.links {
                if ui.link(name).clicked() {
                    go = Some(*t);
                }
            }
        });
    }
    go
}

/// The encyclopedia as a window over the table; `open` is cleared by its close box.
pub fn window(ctx: &egui::Context, loc: &Localizer, b: &mut Browser, open: &mut bool) {
    let size = ctx.content_rect().size();
    egui::Window::new(loc.t("ui-encyclopedia"))
        .id(egui::Id::new("encyclopedia-window"))
        .open(open)
        .collapsible(false)
        .default_size(egui::vec2((size.x * 0.6).clamp(560.0, 1400.0), (size.y * 0.7).clamp(380.0, 1100.0)))
        .show(ctx, |ui| browser(ui, loc, b));
}
