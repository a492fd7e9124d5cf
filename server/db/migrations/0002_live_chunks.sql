CREATE TABLE "live_chunks" (
	"transcription_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_chunks_transcription_id_seq_pk" PRIMARY KEY("transcription_id","seq")
);
--> statement-breakpoint
ALTER TABLE "live_chunks" ADD CONSTRAINT "live_chunks_transcription_id_transcriptions_id_fk" FOREIGN KEY ("transcription_id") REFERENCES "public"."transcriptions"("id") ON DELETE cascade ON UPDATE no action;