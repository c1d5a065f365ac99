//! Cards drawn from the generated art (`assets/art/cards/`), with the name written from Fluent on the
//! face's plaque; without the art, as plain tiles: rank and suit in the corner (red or black), the name in
//! the middle, and a band coloured by type (basic, trick, delayed trick, weapon, armour, horses).

use crate::i18n::Localizer;
use crate::rules::data::Subtype;
use crate::rules::{CardId, Color as CardColor};
use bevy_egui::egui;

/// A card at hand size (the art's 5:7 shape).
pub const TILE: egui::Vec2 = egui::vec2(90.0, 126.0);

fn band(sub: Subtype) -> egui::Color32 {
    match sub {
        Subtype::Basic => egui::Color32::from_rgb(176, 60, 48),
        Subtype::Trick => egui::Color32::from_rgb(60, 96, 160),
        Subtype::DelayedTrick => egui::Color32::from_rgb(110, 70, 150),
        Subtype::Weapon => egui::Color32::from_rgb(150, 110, 40),
        Subtype::Armor => egui::Color32::from_rgb(70, 120, 90),
        Subtype::DefensiveHorse | Subtype::OffensiveHorse => egui::Color32::from_rgb(120, 90, 60),
    }
}

/// Draws one card; `dim` greys it out. Returns the response (click/hover).
pub fn tile(ui: &mut egui::Ui, loc: &Localizer, card: CardId, selected: bool, dim: bool) -> egui::Response {
    let (rect, resp) = ui.allocate_exact_size(TILE, egui::Sense::click());
    let lift = if selected { egui::vec2(0.0, -10.0) } else { egui::Vec2::ZERO };
    paint(ui.painter(), rect.translate(lift), loc, Some(card), selected, dim);
    resp
}

/// Paints a card face (or its back when `card` is `None`, i.e. hidden from this viewer) into `r`.
pub fn paint(p: &egui::Painter, r: egui::Rect, loc: &Localizer, card: Option<CardId>, selected: bool, dim: bool) {
    let tint = if dim { egui::Color32::from_gray(130) } else { egui::Color32::WHITE };
    let path = match card {
        Some(c) => crate::art::card_face(c.0 as usize),
        None => crate::art::card_back(),
    };
    if super::art::paint(p, &path, r, tint) {
        if let Some(c) = card {
            name_on_plaque(p, r, &loc.kind(c.kind()), dim);
        }
        if selected {
            p.rect_stroke(r, 6.0, egui::Stroke::new(3.0, egui::Color32::GOLD), egui::StrokeKind::Outside);
        }
        return;
    }
    let Some(card) = card else {
        p.rect(
            r,
            6.0,
            egui::Color32::from_rgb(110, 30, 26),
            egui::Stroke::new(2.0, egui::Color32::from_rgb(200, 160, 90)),
            egui::StrokeKind::Inside,
        );
        p.rect_stroke(
            r.shrink(6.0),
            4.0,
            egui::Stroke::new(1.0, egui::Color32::from_rgb(200, 160, 90)),
            egui::StrokeKind::Inside,
        );
        return;
    };
    let paper = if dim { egui::Color32::from_gray(150) } else { egui::Color32::from_rgb(246, 240, 226) };
    let border = if selected {
        egui::Stroke::new(3.0, egui::Color32::GOLD)
    } else {
        egui::Stroke::new(1.0, egui::Color32::from_gray(60))
    };
    p.rect(r, 6.0, paper, border, egui::StrokeKind::Inside);
    let kind = card.kind();
    let band_rect = egui::Rect::from_min_size(r.left_top() + egui::vec2(4.0, 26.0), egui::vec2(r.width() - 8.0, 6.0));
    p.rect_filled(band_rect, 2.0, band(kind.subtype()));
    let ink = match card.color() {
        CardColor::Red => egui::Color32::from_rgb(190, 30, 30),
        _ => egui::Color32::from_rgb(20, 20, 20),
    };
    let suit = loc.t(&format!("suit-{}", card.suit().id()));
    let corner = format!("{}\n{}", Localizer::rank(card.rank()), suit);
    p.text(r.left_top() + egui::vec2(5.0, 3.0), egui::Align2::LEFT_TOP, corner, egui::FontId::proportional(12.0), ink);
    let name = loc.kind(kind);
    // Vertical names for CJK look like printed cards; Latin names wrap.
    let cjk = name.chars().all(|c| !c.is_ascii());
    let text =
        if cjk { name.chars().map(|c| c.to_string()).collect::<Vec<_>>().join("\n") } else { name.replace(' ', "\n") };
    let size = if cjk && name.chars().count() > 3 { 13.0 } else { 15.0 };
    p.text(
        r.center() + egui::vec2(0.0, 12.0),
        egui::Align2::CENTER_CENTER,
        text,
        egui::FontId::proportional(size),
        egui::Color32::from_rgb(40, 30, 20),
    );
    if kind.subtype() == Subtype::Weapon {
        let range = kind.info().range;
        p.text(
            r.right_bottom() + egui::vec2(-5.0, -3.0),
            egui::Align2::RIGHT_BOTTOM,
            range.to_string(),
            egui::FontId::proportional(12.0),
            ink,
        );
    }
}

/// Writes a name centred on the art's plaque, shrunk to fit.
pub fn name_on_plaque(p: &egui::Painter, r: egui::Rect, name: &str, dim: bool) {
    text_on(p, r, crate::art::NAME_PLAQUE, name, dim);
}

/// Writes `name` centred on the plaque at `plaque` (fractions of `r`), shrunk to fit.
pub fn text_on(p: &egui::Painter, r: egui::Rect, plaque: (f32, f32, f32, f32), name: &str, dim: bool) {
    let (fx, fy, fw, fh) = plaque;
    let plaque = egui::Rect::from_min_size(
        r.min + egui::vec2(fx * r.width(), fy * r.height()),
        egui::vec2(fw * r.width(), fh * r.height()),
    );
    // Rough width per character: CJK is square, Latin about half.
    let ems: f32 = name.chars().map(|c| if c.is_ascii() { 0.55 } else { 1.0 }).sum::<f32>().max(1.0);
    let size = (plaque.height() * 0.66).min(plaque.width() * 0.9 / ems).max(6.0);
    let ink = if dim { egui::Color32::from_gray(190) } else { egui::Color32::from_rgb(251, 243, 220) };
    p.text(plaque.center(), egui::Align2::CENTER_CENTER, name, egui::FontId::proportional(size), ink);
}
