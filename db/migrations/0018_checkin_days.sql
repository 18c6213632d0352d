CREATE TABLE `checkin_days` (
	`day` date NOT NULL,
	`checkins` int unsigned NOT NULL,
	CONSTRAINT `checkin_days_day` PRIMARY KEY(`day`)
);
