import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { BeneficialOwnerRecord } from '../../api/get-beneficial-owners';
import { UploadDocumentDialog } from '../documents/upload-document-dialog';
import { formatOwnership } from './bo-labels';
import { BoDetailsTab } from './bo-details-tab';
import { BoDocumentsTab } from './bo-documents-tab';
import { BoPathsTab } from './bo-paths-tab';

/** Spec 001 beneficial owner detail view: Details, Ownership Paths and Documents. */
interface BeneficialOwnerDetailProps {
  owner: BeneficialOwnerRecord;
  threshold: number;
  onBack: () => void;
}

export function BeneficialOwnerDetail({ owner, threshold, onBack }: BeneficialOwnerDetailProps) {
  const [uploadOpen, setUploadOpen] = useState(false);
  return (
    <Card>
      <CardHeader className="space-y-3">
        <Button variant="ghost" className="-ml-3 w-fit" onClick={onBack}>
          <ArrowLeft aria-hidden />
          Back to beneficial owners
        </Button>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {owner.name}
          <Badge variant={owner.isBeneficialOwner ? 'success' : 'secondary'}>
            {owner.isBeneficialOwner ? 'Beneficial Owner' : 'Not Qualifying'}
          </Badge>
          <span className="text-sm font-normal text-muted-foreground">
            {formatOwnership(owner.totalOwnership)}
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="details">
          <TabsList>
            <TabsTrigger value="details">Details</TabsTrigger>
            <TabsTrigger value="paths">Ownership Paths</TabsTrigger>
            <TabsTrigger value="documents">Documents</TabsTrigger>
          </TabsList>
          <TabsContent value="details">
            <BoDetailsTab owner={owner} threshold={threshold} />
          </TabsContent>
          <TabsContent value="paths">
            <BoPathsTab owner={owner} />
          </TabsContent>
          <TabsContent value="documents">
            <BoDocumentsTab owner={owner} onManage={() => setUploadOpen(true)} />
          </TabsContent>
        </Tabs>
        <UploadDocumentDialog
          entityId={owner.individualId}
          subject={owner.name}
          defaultDocumentType="id_document"
          open={uploadOpen}
          onOpenChange={setUploadOpen}
          trigger={false}
        />
      </CardContent>
    </Card>
  );
}
