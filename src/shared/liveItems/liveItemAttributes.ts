/** The markup of a moment's or article's comment section names the item and its newest comment (decision 062). */
export const LIVE_ITEM_ATTRIBUTE = 'data-live-item';
export const LIVE_AFTER_ATTRIBUTE = 'data-live-after';
