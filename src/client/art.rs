//! The generated pictures (`assets/art/`, see `src/bin/artgen/`), embedded in the binary and turned
//! into egui textures the first time they are drawn. A picture that is missing or does not decode is
//! logged once and the caller falls back to drawing without it.

use bevy_egui::egui;

include!(concat!(env!("OUT_DIR"), "/art_gen.rs"));

/// The embedded bytes of an asset path such as `art/cards/001.png`.
pub fn bytes(path: &str) -> Option<&'static [u8]> {
    ART_FILES.iter().find(|(p, _)| *p == path).map(|(_, b)| *b)
}

/// Decodes a PNG into an egui image.
pub fn decode(path: &str, data: &[u8]) -> Result<egui::ColorImage, String> {
    let mut reader =
        png::Decoder::new(std::io::Cursor::new(data)).read_info().map_err(|e| format!("{path}: not a PNG ({e})"))?;
    let size = reader.output_buffer_size().ok_or_else(|| format!("{path}: image too large"))?;
    let mut buf = vec![0; size];
    let info = reader.next_frame(&mut buf).map_err(|e| format!("{path}: corrupt PNG ({e})"))?;
    buf.truncate(info.buffer_size());
    let (w, h) = (info.width as usize, info.height as usize);
    match info.color_type {
        png::ColorType::Rgba => Ok(egui::ColorImage::from_rgba_unmultiplied([w, h], &buf)),
        png::ColorType::Rgb => Ok(egui::ColorImage::from_rgb([w, h], &buf)),
        other => Err(format!("{path}: unsupported PNG colour type {other:?}")),
    }
}

/// The texture for `path`, loaded on first use and kept in egui's memory.
pub fn texture(ctx: &egui::Context, path: &str) -> Option<egui::TextureId> {
    let id = egui::Id::new(("art", path));
    if let Some(cached) = ctx.data(|d| d.get_temp::<Option<egui::TextureHandle>>(id)) {
        return cached.map(|t| t.id());
    }
    let loaded =
        match bytes(path).ok_or_else(|| format!("{path}: not embedded (run artgen)")).and_then(|b| decode(path, b)) {
            Ok(img) => Some(ctx.load_texture(path, img, egui::TextureOptions::LINEAR)),
            Err(e) => {
                bevy::log::error!("art: {e}");
                None
            }
        };
    let out = loaded.as_ref().map(|t| t.id());
    ctx.data_mut(|d| d.insert_temp(id, loaded));
    out
}

/// Paints picture `path` into `rect`, tinted; returns false when it is unavailable.
pub fn paint(p: &egui::Painter, path: &str, rect: egui::Rect, tint: egui::Color32) -> bool {
    match texture(p.ctx(), path) {
        Some(tex) => {
            p.image(tex, rect, egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0)), tint);
            true
        }
        None => false,
    }
}
